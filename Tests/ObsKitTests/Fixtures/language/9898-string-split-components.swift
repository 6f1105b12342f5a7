// Apple docs style (String): splitting, joining and searching
import Foundation

let line = "BLANCHE:   I don't want realism. I want magic!"
print(line.split(separator: " "))
print(line.split(separator: " ", maxSplits: 1))
print(line.split(separator: " ", omittingEmptySubsequences: false).count)

let csv = "name,age,,city"
print("split:", csv.split(separator: ","))
print("components:", csv.components(separatedBy: ","))
print("split keep empty:", csv.split(separator: ",", omittingEmptySubsequences: false))

let sentence = "The quick brown fox jumps over the lazy dog"
let words = sentence.split(separator: " ")
print("word count:", words.count)
print("longest:", words.max { $0.count < $1.count }!)
print("joined with -:", words.prefix(4).joined(separator: "-"))
print("reversed words:", words.reversed().joined(separator: " "))

print("contains fox:", sentence.contains("fox"))
print("contains Fox:", sentence.contains("Fox"))
print("lowercased contains the:", sentence.lowercased().components(separatedBy: "the").count - 1)
print("hasPrefix The:", sentence.hasPrefix("The"), "hasSuffix dog:", sentence.hasSuffix("dog"))

let letters = sentence.prefix(while: { $0 != " " })
print("prefix(while:):", letters)
print("drop(while:):", sentence.drop(while: { $0 != " " }).dropFirst().prefix(5))

let padded = "   trim me \n"
print("[\(padded.trimmingCharacters(in: .whitespacesAndNewlines))]")

let path = "usr/local/bin/swift"
let parts = path.split(separator: "/").map(String.init)
print(parts, parts.last!)

let repeated = String(repeating: "ab", count: 3)
print(repeated, String(repeating: "-", count: 10))
print("uppercased:", "mIxEd CaSe".uppercased(), "lowercased:", "mIxEd CaSe".lowercased())
print("capitalized:", "hello swift world".capitalized)

if let range = sentence.range(of: "brown") {
    print("brown at:", sentence.distance(from: sentence.startIndex, to: range.lowerBound))
    print("replaced:", sentence.replacingCharacters(in: range, with: "red"))
}
print("replacingOccurrences:", "a-b-c-d".replacingOccurrences(of: "-", with: " + "))
let lines = "first\nsecond\n\nfourth".split(separator: "\n", omittingEmptySubsequences: false)
for (n, l) in lines.enumerated() { print("\(n + 1): \(l.isEmpty ? "<empty>" : String(l))") }
// expect: ["BLANCHE:", "I", "don\'t", "want", "realism.", "I", "want", "magic!"]
// expect: ["BLANCHE:", "  I don\'t want realism. I want magic!"]
// expect: 10
// expect: split: ["name", "age", "city"]
// expect: components: ["name", "age", "", "city"]
// expect: split keep empty: ["name", "age", "", "city"]
// expect: word count: 9
// expect: longest: quick
// expect: joined with -: The-quick-brown-fox
// expect: reversed words: dog lazy the over jumps fox brown quick The
// expect: contains fox: true
// expect: contains Fox: false
// expect: lowercased contains the: 2
// expect: hasPrefix The: true hasSuffix dog: true
// expect: prefix(while:): The
// expect: drop(while:): quick
// expect: [trim me]
// expect: ["usr", "local", "bin", "swift"] swift
// expect: ababab ----------
// expect: uppercased: MIXED CASE lowercased: mixed case
// expect: capitalized: Hello Swift World
// expect: brown at: 10
// expect: replaced: The quick red fox jumps over the lazy dog
// expect: replacingOccurrences: a + b + c + d
// expect: 1: first
// expect: 2: second
// expect: 3: <empty>
// expect: 4: fourth
