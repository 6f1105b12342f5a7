// string-index-substring
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let str = "Hello, Swift world"
let i7 = str.index(str.startIndex, offsetBy: 7)
print(str[i7], str[i7...], str[..<i7])
if let comma = str.firstIndex(of: ",") {
    print(str[..<comma], str.distance(from: str.startIndex, to: comma))
}
if let lastO = str.lastIndex(of: "o") { print(str[lastO...], str.distance(from: lastO, to: str.endIndex)) }
print(str[str.index(after: str.startIndex)], str[str.index(before: str.endIndex)])
print(str.index(str.startIndex, offsetBy: 100, limitedBy: str.endIndex) == nil)
print(str.index(str.endIndex, offsetBy: -5, limitedBy: str.startIndex).map { String(str[$0...]) } ?? "nil")

let sub = str[i7..<str.index(i7, offsetBy: 5)]
print(sub, type(of: sub), sub.count, sub.startIndex == i7)
print(str[sub.startIndex], sub.first!, sub.last!, sub.uppercased())
let subsub = sub.dropFirst(2)
print(subsub, subsub.startIndex == str.index(i7, offsetBy: 2), String(subsub) == "ift")

let parts = "a,b,,c".split(separator: ",")
print(parts, type(of: parts[0]), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false).count)
let sentence = "one two  three"
let pieces: [Substring] = sentence.split(separator: " ")
print(pieces.map { $0.count })
print("2024-05-17".split(separator: "-").compactMap { Int($0) })
print(str.prefix(5), str.suffix(5), str.dropFirst(7).dropLast(6), str.prefix(while: { $0 != "," }))

var walker = "ab😀cd"
var idx = walker.startIndex
var out: [String] = []
while idx < walker.endIndex {
    out.append("\(walker[idx])@\(walker.utf8.distance(from: walker.utf8.startIndex, to: idx))")
    walker.formIndex(after: &idx)
}
print(out)

var base = "abc def"
let word = base.split(separator: " ")[0]
base.append("!")
base.removeFirst()
print(word, base)

func firstWord(_ s: String) -> Substring { s.prefix { $0 != " " } }
var text = "swift lang"
let fw = firstWord(text)
text = "changed"
print(fw, String(fw).count)

var m = "Hello World"
m.insert(contentsOf: ", dear", at: m.index(m.startIndex, offsetBy: 5))
print(m)
let removed = m.remove(at: m.startIndex)
print(removed, m)
if let r = m.range(of: "dear") { m.replaceSubrange(r, with: "old") }
print(m)
m.removeSubrange(m.startIndex..<m.index(m.startIndex, offsetBy: 4))
print(m)
let chars = Array("swift")
print(chars[1...3], String(chars[1...3]), String(chars.reversed()))
print("abcdef".enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
let r = "hello".range(of: "ll")!
print("hello".distance(from: "hello".startIndex, to: r.lowerBound), "hello"[r])

// expect: S Swift world Hello, 
// expect: Hello 5
// expect: orld 4
// expect: e d
// expect: true
// expect: world
// expect: Swift Substring 5 true
// expect: S S t SWIFT
// expect: ift true true
// expect: ["a", "b", "c"] Substring 4
// expect: [3, 3, 5]
// expect: [2024, 5, 17]
// expect: Hello world Swift Hello
// expect: ["a@0", "b@1", "😀@2", "c@6", "d@7"]
// expect: abc bc def!
// expect: swift 5
// expect: Hello, dear World
// expect: H ello, dear World
// expect: ello, old World
// expect: , old World
// expect: ["w", "i", "f"] wif tfiws
// expect: ["a", "c", "e"]
// expect: 2 ll
