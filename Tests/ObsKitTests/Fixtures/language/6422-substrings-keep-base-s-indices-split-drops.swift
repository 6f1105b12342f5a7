// Interview question style (String indices and splitting): substrings keep their base's indices, split drops empty pieces by default
import Foundation
let csv = "a,,b,c,"
// Puzzle: how many pieces does each split produce?
print(csv.split(separator: ",").count, csv.split(separator: ",", omittingEmptySubsequences: false).count)
print(csv.split(separator: ",", maxSplits: 1), csv.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false))
print("  two  spaces ".split(separator: " "), "x".split(separator: ",").count, "".split(separator: ",").count)

let text = "Hello, Swift"
let comma = text.firstIndex(of: ",")!
let tail = text[text.index(after: comma)...]
print(tail, tail.count, tail.startIndex == comma, tail.startIndex == text.index(after: comma))
let trimmed = tail.dropFirst()
print(trimmed, type(of: trimmed), text[trimmed.startIndex], text.distance(from: text.startIndex, to: trimmed.startIndex))
print(text.prefix(5), text.suffix(5), text.dropLast(7), String(text.reversed().prefix(3)))

let i = text.index(text.startIndex, offsetBy: 7)
print(text[i], text[..<i], text[i...].uppercased())
print(text.index(text.startIndex, offsetBy: 20, limitedBy: text.endIndex) as Any)

var mutable = "abcdef"
let range = mutable.index(mutable.startIndex, offsetBy: 1)..<mutable.index(mutable.startIndex, offsetBy: 3)
mutable.replaceSubrange(range, with: "XYZ")
print(mutable, mutable.count)
mutable.insert("!", at: mutable.endIndex)
mutable.remove(at: mutable.startIndex)
print(mutable, mutable.firstIndex(of: "Z").map { mutable.distance(from: mutable.startIndex, to: $0) } as Any)
print("one two  three".components(separatedBy: " "), "a-b_c".split(whereSeparator: { $0 == "-" || $0 == "_" }))

// expect: 3 5
// expect: ["a", ",b,c,"] ["a", ",b,c,"]
// expect: ["two", "spaces"] 1 0
// expect:  Swift 6 false true
// expect: Swift Substring S 7
// expect: Hello Swift Hello tfi
// expect: S Hello,  SWIFT
// expect: nil
// expect: aXYZdef 7
// expect: XYZdef! Optional(2)
// expect: ["one", "two", "", "three"] ["a", "b", "c"]
