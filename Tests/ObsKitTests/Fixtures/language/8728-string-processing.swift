// Tutorial style (100 Days of Swift, strings): split, joined, Character properties and word statistics
import Foundation

let text = "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!"

let words = text.split { !$0.isLetter }.map { $0.lowercased() }
print("Word count: \(words.count)")

var frequency: [String: Int] = [:]
for w in words { frequency[w, default: 0] += 1 }
let top = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (word, count) in top { print("\(word): \(count)") }

let sentences = text.split(separator: ".", omittingEmptySubsequences: true)
    .map { $0.trimmingPrefix(" ") }
print("Sentences: \(sentences.count)")
print("Second: \(sentences[1])")

let csv = "name,age,,city"
print(csv.split(separator: ",").count, csv.split(separator: ",", omittingEmptySubsequences: false).count)
print(csv.split(separator: ",", maxSplits: 1))

let title = words.prefix(4).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(title)

let sample: [Character] = ["A", "z", "7", " ", "!", "é", "\n"]
for ch in sample {
    let kinds = [
        ch.isLetter ? "letter" : nil,
        ch.isUppercase ? "upper" : nil,
        ch.isNumber ? "number" : nil,
        ch.isWhitespace ? "space" : nil,
        ch.isPunctuation ? "punct" : nil,
    ].compactMap { $0 }
    print("\(ch.debugDescription) -> \(kinds.joined(separator: ","))")
}

let palindrome = "Never odd or even"
let letters = palindrome.lowercased().filter(\.isLetter)
print("\"\(palindrome)\" palindrome: \(letters == String(letters.reversed()))")

print("hello world".replacingOccurrences(of: "o", with: "0"))
print(String("stressed".reversed()))
print("a-b-c".components(separatedBy: "-"))
print("  padded  ".trimmingCharacters(in: .whitespaces) + "|")
print("Swift".hasPrefix("Sw"), "Swift".hasSuffix("ft"), "Swift".contains("if"))

// expect: Word count: 15
// expect: the: 4
// expect: dog: 2
// expect: fox: 2
// expect: Sentences: 2
// expect: Second: The dog sleeps; the fox runs!
// expect: 3 4
// expect: ["name", "age,,city"]
// expect: The Quick Brown Fox
// expect: "A" -> letter,upper
// expect: "z" -> letter
// expect: "7" -> number
// expect: " " -> space
// expect: "!" -> punct
// expect: "é" -> letter
// expect: "\n" -> space
// expect: "Never odd or even" palindrome: true
// expect: hell0 w0rld
// expect: desserts
// expect: ["a", "b", "c"]
// expect: padded|
// expect: true true true
