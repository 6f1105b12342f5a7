// Compiler test style: manual string replacement loops, prefix/suffix/dropFirst/dropLast, hasPrefix and joined
func replaceAll(_ s: String, _ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return s }
    var result = ""
    var rest = Substring(s)
    while !rest.isEmpty {
        if rest.hasPrefix(target) {
            result += replacement
            rest = rest.dropFirst(target.count)
        } else {
            result.append(rest.first!)
            rest = rest.dropFirst()
        }
    }
    return result
}

print(replaceAll("the cat sat on the mat", "at", with: "og"))
print(replaceAll("aaaa", "aa", with: "b"))
print(replaceAll("nothing here", "xyz", with: "!"))
print(replaceAll("ééé", "é", with: "e"))

let url = "https://example.com/path/to/page.html"
print(url.hasPrefix("https://"), url.hasSuffix(".html"))
let withoutScheme = url.dropFirst("https://".count)
print(withoutScheme)
print(withoutScheme.prefix(while: { $0 != "/" }))
print(url.suffix(9), url.prefix(5), url.dropLast(5))
print(String(url.prefix(100)) == url, url.suffix(0).isEmpty)

func camelToSnake(_ s: String) -> String {
    var out = ""
    for ch in s {
        if ch.isUppercase {
            if !out.isEmpty { out += "_" }
            out += ch.lowercased()
        } else {
            out.append(ch)
        }
    }
    return out
}
func snakeToCamel(_ s: String) -> String {
    let parts = s.split(separator: "_")
    guard let first = parts.first else { return "" }
    return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}
for name in ["userId", "HTTPServer", "simple", "parseJSONValue"] {
    let snake = camelToSnake(name)
    print(name, "->", snake, "->", snakeToCamel(snake))
}

let sentence = "Swift is fun and Swift is fast"
print(sentence.contains("fun"), sentence.contains("slow"), sentence.contains { $0 == "!" })
let censored = sentence.split(separator: " ").map { $0.count > 3 ? $0.prefix(1) + String(repeating: "*", count: $0.count - 1) : String($0) }
print(censored.joined(separator: " "))
print(["a", "b", "c"].joined(), ["x"].joined(separator: ", "), [String]().joined(separator: "-").isEmpty)

// expect: the cog sog on the mog
// expect: bb
// expect: nothing here
// expect: eee
// expect: true true
// expect: example.com/path/to/page.html
// expect: example.com
// expect: page.html https https://example.com/path/to/page
// expect: true true
// expect: userId -> user_id -> userId
// expect: HTTPServer -> h_t_t_p_server -> hTTPServer
// expect: simple -> simple -> simple
// expect: parseJSONValue -> parse_j_s_o_n_value -> parseJSONValue
// expect: true false false
// expect: S**** is fun and S**** is f***
// expect: abc x true
