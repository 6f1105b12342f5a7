// Stack Overflow style: "Why can't I subscript a String with an Int?" — String.Index and friends
import Foundation

let greeting = "Hello, Swift World"

// The question: greeting[4] doesn't compile. The answer: use String.Index.
let fifth = greeting[greeting.index(greeting.startIndex, offsetBy: 4)]
print("fifth char: \(fifth)")

let start = greeting.index(greeting.startIndex, offsetBy: 7)
let end = greeting.index(start, offsetBy: 5)
print("substring: \(greeting[start..<end])")
print("last char: \(greeting[greeting.index(before: greeting.endIndex)])")

// A helper extension, as often posted in answers:
extension String {
    subscript(offset: Int) -> Character {
        self[index(startIndex, offsetBy: offset)]
    }
    func substring(from: Int, length: Int) -> String {
        let s = index(startIndex, offsetBy: from)
        let e = index(s, offsetBy: length, limitedBy: endIndex) ?? endIndex
        return String(self[s..<e])
    }
}
print("greeting[0] = \(greeting[0]), substring = \(greeting.substring(from: 14, length: 99))")

// Splitting and trimming
let csvLine = "  alice , 31 ,  engineer  ,, "
let fields = csvLine.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print("fields: \(fields)")
let nonEmpty = csvLine.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
print("non-empty: \(nonEmpty)")

// Reversing words
let sentence = "the quick brown fox"
let reversedWords = sentence.split(separator: " ").reversed().joined(separator: " ")
print("reversed words: \(reversedWords)")
print("reversed chars: \(String(sentence.reversed()))")
let eachReversed = sentence.split(separator: " ").map { String($0.reversed()) }.joined(separator: " ")
print("each reversed: \(eachReversed)")

// Counting characters
let text = "mississippi"
var freq: [Character: Int] = [:]
for ch in text { freq[ch, default: 0] += 1 }
print("counts: " + freq.keys.sorted().map { "\($0)=\(freq[$0]!)" }.joined(separator: " "))
print("s count: \(text.filter { $0 == "s" }.count)")

// Unicode: count vs utf8 count
let flag = "café 🇨🇦"
print("characters: \(flag.count), utf8: \(flag.utf8.count), scalars: \(flag.unicodeScalars.count)")

// Padding
let names = ["Al", "Beatrice", "Cy"]
for (i, n) in names.enumerated() {
    let padded = n.padding(toLength: 10, withPad: ".", startingAt: 0)
    let num = String(repeating: " ", count: 3 - String(i * 7).count) + String(i * 7)
    print("\(padded)\(num)")
}

// Finding ranges
if let r = greeting.range(of: "Swift") {
    let pos = greeting.distance(from: greeting.startIndex, to: r.lowerBound)
    print("Swift found at offset \(pos)")
    print(greeting.replacingCharacters(in: r, with: "Kotlin"))
}
print(greeting.hasPrefix("Hello"), greeting.hasSuffix("world"), greeting.lowercased().hasSuffix("world"))
print(greeting.uppercased(), greeting.prefix(5), greeting.suffix(5), greeting.dropFirst(7).dropLast(6))
// expect: fifth char: o
// expect: substring: Swift
// expect: last char: d
// expect: greeting[0] = H, substring = orld
// expect: fields: ["alice", "31", "engineer", "", ""]
// expect: non-empty: ["alice", "31", "engineer"]
// expect: reversed words: fox brown quick the
// expect: reversed chars: xof nworb kciuq eht
// expect: each reversed: eht kciuq nworb xof
// expect: counts: i=4 m=1 p=2 s=4
// expect: s count: 4
// expect: characters: 6, utf8: 14, scalars: 7
// expect: Al........  0
// expect: Beatrice..  7
// expect: Cy........ 14
// expect: Swift found at offset 7
// expect: Hello, Kotlin World
// expect: true false true
// expect: HELLO, SWIFT WORLD Hello World Swift
