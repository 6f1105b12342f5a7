// Strings and Characters: String.Index navigation, offsets, firstIndex, inserting and removing at indices.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let sign = "Kyoto Station"
print(sign[sign.startIndex])
print(sign[sign.index(before: sign.endIndex)])
print(sign[sign.index(after: sign.startIndex)])
let index = sign.index(sign.startIndex, offsetBy: 7)
print(sign[index])
for i in sign.indices where sign[i].isUppercase {
    print("capital \(sign[i]) at offset \(sign.distance(from: sign.startIndex, to: i))")
}
var banner = "open"
banner.insert("!", at: banner.endIndex)
banner.insert(contentsOf: " daily", at: banner.index(before: banner.endIndex))
print(banner)
banner.remove(at: banner.index(before: banner.endIndex))
print(banner)
let range = banner.index(banner.endIndex, offsetBy: -6)..<banner.endIndex
banner.removeSubrange(range)
print(banner)
let path = "docs/guide/intro.md"
if let slash = path.lastIndex(of: "/"), let dot = path.firstIndex(of: ".") {
    print(path[path.index(after: slash)..<dot], path[dot...])
}
print(sign.index(sign.startIndex, offsetBy: 20, limitedBy: sign.endIndex) == nil)
let emoji = "a🐶b"
let second = emoji.index(after: emoji.startIndex)
print(emoji[second], emoji.utf8.distance(from: emoji.utf8.startIndex, to: emoji.index(after: second)))
var code = "ABCDEF"
code.replaceSubrange(code.index(code.startIndex, offsetBy: 2)..<code.index(code.startIndex, offsetBy: 4), with: "--")
print(code)
print(sign.firstIndex(of: "z") == nil, sign.firstIndex(where: { $0 == " " }).map { sign.distance(from: sign.startIndex, to: $0) } as Any)

// expect: K
// expect: n
// expect: y
// expect: t
// expect: capital K at offset 0
// expect: capital S at offset 6
// expect: open daily!
// expect: open daily
// expect: open
// expect: intro .md
// expect: true
// expect: 🐶 5
// expect: AB--EF
// expect: true Optional(5)
