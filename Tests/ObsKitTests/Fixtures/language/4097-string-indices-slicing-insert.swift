// Compiler test style: String indices, slicing, insert/remove and substring conversion
var s = "Hello, Swift!"
let i = s.firstIndex(of: ",")!
print(s[..<i], s[s.index(after: i)...])
let start = s.index(s.startIndex, offsetBy: 7)
let end = s.index(start, offsetBy: 5)
print(s[start..<end])
let sub: Substring = s[start...]
print(sub, type(of: sub), String(sub).count)
s.insert("!", at: s.endIndex)
s.insert(contentsOf: " there", at: i)
print(s)
s.remove(at: s.startIndex)
print(s)
s.removeLast(2)
print(s)
s.replaceSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 4), with: "Jello")
print(s)
print(s.prefix(3), s.suffix(4), s.dropFirst(2).dropLast(2))
print(s.lastIndex(of: "l").map { s.distance(from: s.startIndex, to: $0) } ?? -1)
print(s.firstIndex(where: { $0.isUppercase }).map { s[$0] } ?? "?")
var t = "abcdef"
t.removeAll { "aeiou".contains($0) }
print(t)
let mid = t.index(t.startIndex, offsetBy: 2)
print(t[mid], t[t.index(before: t.endIndex)])
print("x".isEmpty, "".isEmpty, String().count)
let csv = "k1=v1;k2=v2;k3"
for part in csv.split(separator: ";") {
  let kv = part.split(separator: "=", maxSplits: 1)
  print(kv.first!, kv.count > 1 ? kv[1] : "<none>")
}
var built = ""
for (n, ch) in "abc".enumerated() { built += String(repeating: ch, count: n + 1) }
print(built)
print("Straße".uppercased(), "ÀB".lowercased())
// expect: Hello  Swift!
// expect: Swift
// expect: Swift! Substring 6
// expect: Hello there, Swift!!
// expect: ello there, Swift!!
// expect: ello there, Swift
// expect: Jello there, Swift
// expect: Jel wift llo there, Swi
// expect: 3
// expect: J
// expect: bcdf
// expect: d f
// expect: false true 0
// expect: k1 v1
// expect: k2 v2
// expect: k3 <none>
// expect: abbccc
// expect: STRASSE àb
