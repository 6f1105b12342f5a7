// split with maxSplits/omittingEmptySubsequences, hand-written tokenizing without Foundation
let line = "key=value=with=equals"
print(line.split(separator: "=", maxSplits: 1))
print(line.split(separator: "=", maxSplits: 0))
print(line.split(separator: "=", maxSplits: 2).map(String.init))
let csv = ",a,,b,"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print(csv.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
print("".split(separator: ","), "".split(separator: ",", omittingEmptySubsequences: false))
print("a  b   c".split(whereSeparator: { $0 == " " }))
print("x1y22z333".split(whereSeparator: \.isNumber))
print("one two".split(separator: " ").map { $0.reversed() }.map { String($0) })
print([1, 0, 2, 3, 0, 0, 4].split(separator: 0).map(Array.init))
print([1, 0, 2].split(separator: 0, omittingEmptySubsequences: false).count)

func parseConfig(_ text: String) -> [(String, String)] {
    var out: [(String, String)] = []
    for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
        let trimmed = raw.drop { $0 == " " }
        if trimmed.first == "#" { continue }
        let parts = trimmed.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { out.append(("?", String(trimmed))); continue }
        let value = parts[1].drop { $0 == " " }
        out.append((String(parts[0]), String(value)))
    }
    return out
}
let config = "name: demo\n# comment\n  url: http://x:80/p\n\nflag\nempty:"
for (k, v) in parseConfig(config) { print("[\(k)] -> [\(v)]") }

func tokenize(_ expr: String) -> [String] {
    var tokens: [String] = []
    var number = ""
    for ch in expr {
        if ch.isNumber { number.append(ch); continue }
        if !number.isEmpty { tokens.append(number); number = "" }
        if ch == " " { continue }
        tokens.append(String(ch))
    }
    if !number.isEmpty { tokens.append(number) }
    return tokens
}
print(tokenize("12+(3*45) - 6"))
print(tokenize(""), tokenize("7"))
let path = "/usr//local/bin/"
let comps = path.split(separator: "/")
print(comps, comps.count)
print(comps.joined(separator: "/"), "/" + comps.dropLast().joined(separator: "/"))
let sentence = "The quick brown fox"
let firstTwo = sentence.split(separator: " ", maxSplits: 2)
print(firstTwo.last!, type(of: firstTwo.last!))
let lines = "a\r\nb\nc".split(separator: "\n")
print(lines.map { $0.count })
print("a,b;c".split(whereSeparator: { ",;".contains($0) }))

// expect: ["key", "value=with=equals"]
// expect: ["key=value=with=equals"]
// expect: ["key", "value", "with=equals"]
// expect: ["a", "b"]
// expect: ["", "a", "", "b", ""]
// expect: ["", "a", ",b,"]
// expect: [] [""]
// expect: ["a", "b", "c"]
// expect: ["x", "y", "z"]
// expect: ["eno", "owt"]
// expect: [[1], [2, 3], [4]]
// expect: 2
// expect: [name] -> [demo]
// expect: [url] -> [http://x:80/p]
// expect: [?] -> [flag]
// expect: [?] -> [empty:]
// expect: ["12", "+", "(", "3", "*", "45", ")", "-", "6"]
// expect: [] ["7"]
// expect: ["usr", "local", "bin"] 3
// expect: usr/local/bin /usr/local
// expect: brown fox Substring
// expect: [3, 1]
// expect: ["a", "b", "c"]
