// Compiler test style (strings): index arithmetic, ranges of indices, slicing to Substring and in-place edits
import Foundation

var s = "Hello, Swift world"
let start = s.startIndex
let fifth = s.index(start, offsetBy: 4)
print(s[fifth], s[start...fifth], s[..<fifth])
let comma = s.firstIndex(of: ",")!
print(s[s.index(after: comma)...])
print(s.distance(from: start, to: comma))
let lastChar = s.index(before: s.endIndex)
print(s[lastChar], s[s.index(lastChar, offsetBy: -4)...lastChar])
print(s.index(start, offsetBy: 100, limitedBy: s.endIndex) == nil)
print(s.index(start, offsetBy: 5, limitedBy: s.endIndex).map { s[$0] } as Any)

if let r = s.range(of: "Swift") {
    print(s[r], s.distance(from: s.startIndex, to: r.lowerBound))
    s.replaceSubrange(r, with: "Linux")
}
print(s)
s.insert(contentsOf: "!!", at: s.endIndex)
s.insert("*", at: s.startIndex)
print(s)
s.remove(at: s.startIndex)
let removed = s.removeLast()
print(s, removed)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 7))
print(s)

let sub = s.dropFirst(2).prefix(3)
print(sub, type(of: sub), sub.startIndex == s.index(s.startIndex, offsetBy: 2))
let upTo = s[..<s.firstIndex(of: " ")!]
print(upTo, String(upTo).count)

let emoji = "a🙂b🙂c"
let idx = emoji.firstIndex(of: "🙂")!
print(emoji.distance(from: emoji.startIndex, to: idx), emoji.utf8.distance(from: emoji.utf8.startIndex, to: idx))
let after = emoji[emoji.index(after: idx)...]
print(after, after.lastIndex(of: "🙂").map { after.distance(from: after.startIndex, to: $0) } as Any)

let csv = "one,two,,three"
print(csv.split(separator: ","), csv.split(separator: ",", omittingEmptySubsequences: false).count)
var indices: [Int] = []
var i = csv.startIndex
while let j = csv[i...].firstIndex(of: ",") {
    indices.append(csv.distance(from: csv.startIndex, to: j))
    i = csv.index(after: j)
}
print(indices)
let word = "racecar"
print(word.indices.count, zip(word, word.reversed()).allSatisfy { $0 == $1 })

// expect: o Hello Hell
// expect:  Swift world
// expect: 5
// expect: d world
// expect: true
// expect: Optional(",")
// expect: Swift 7
// expect: Hello, Linux world
// expect: *Hello, Linux world!!
// expect: Hello, Linux world! !
// expect: Linux world!
// expect: nux Substring true
// expect: Linux 5
// expect: 1 1
// expect: b🙂c Optional(1)
// expect: ["one", "two", "three"] 4
// expect: [3, 7, 8]
// expect: 7 true
