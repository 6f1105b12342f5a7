// App code style: Substring vs String: sharing indices, converting, and API differences
func describe<T: StringProtocol>(_ s: T) -> String {
    "\(type(of: s))('\(s)', count: \(s.count))"
}

let line = "  GET /api/v2/users?id=42&sort=name HTTP/1.1  "
let trimmed = line.drop { $0 == " " }
print(describe(trimmed))
var end = trimmed.endIndex
while end > trimmed.startIndex && trimmed[trimmed.index(before: end)] == " " {
    end = trimmed.index(before: end)
}
let request = trimmed[..<end]
print(describe(request))
print("same base index:", line[request.startIndex], request.first!)

let parts = request.split(separator: " ")
print("parts:", parts.count)
let method = parts[0]
let target = parts[1]
let version = String(parts[2])
print(describe(method), describe(version))

let pathEnd = target.firstIndex(of: "?") ?? target.endIndex
let path = target[..<pathEnd]
let query = pathEnd < target.endIndex ? target[target.index(after: pathEnd)...] : ""
print("path:", path, "query:", query)

let segments = path.split(separator: "/")
print("segments:", segments.map { String($0) })
print("last segment is users:", segments.last == "users")

var params: [(String, String)] = []
for pair in query.split(separator: "&") {
    let kv = pair.split(separator: "=", maxSplits: 1)
    params.append((String(kv[0]), kv.count > 1 ? String(kv[1]) : ""))
}
for (k, v) in params { print("  \(k) = \(v)") }

func countVowels<S: StringProtocol>(_ s: S) -> Int {
    s.filter { "aeiouAEIOU".contains($0) }.count
}
print("vowels in line:", countVowels(line), "in path:", countVowels(path))

let sub: Substring = "hello world".dropFirst(6)
let str: String = String(sub)
print(sub == "world", str == sub, sub.hasPrefix("wor"), str.hasSuffix("ld"))
print(sub.uppercased(), type(of: sub.uppercased()))
let joined = [sub, "and", Substring(str)].joined(separator: "-")
print(joined, type(of: joined))

var mutableSub = "abcdef".dropLast(2)
mutableSub.append("X")
print(mutableSub, mutableSub.count, type(of: mutableSub))

let nested = request.dropFirst(4).prefix(4)
print(describe(nested), "base start char:", line[nested.startIndex])
print(String(nested.reversed()))
let asArray = Array(method)
print(asArray, asArray.count)
// expect: Substring('GET /api/v2/users?id=42&sort=name HTTP/1.1  ', count: 44)
// expect: Substring('GET /api/v2/users?id=42&sort=name HTTP/1.1', count: 42)
// expect: same base index: G G
// expect: parts: 3
// expect: Substring('GET', count: 3) String('HTTP/1.1', count: 8)
// expect: path: /api/v2/users query: id=42&sort=name
// expect: segments: ["api", "v2", "users"]
// expect: last segment is users: true
// expect:   id = 42
// expect:   sort = name
// expect: vowels in line: 9 in path: 4
// expect: true true true true
// expect: WORLD String
// expect: world-and-world String
// expect: abcdX 5 Substring
// expect: Substring('/api', count: 4) base start char: /
// expect: ipa/
// expect: ["G", "E", "T"] 3
