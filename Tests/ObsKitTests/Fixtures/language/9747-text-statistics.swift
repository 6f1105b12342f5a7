// Everyday tool, text statistics: word frequency with reduce(into:), sentence splitting, Character properties, lowercased/trimming, sorted ties, longest words, formatted averages
import Foundation

let text = """
It was the best of times, it was the worst of times, it was the age of wisdom, \
it was the age of foolishness. It was the epoch of belief; it was the epoch of incredulity!
Was it the season of Light? It was the season of Darkness — the spring of hope, the winter of despair.
"""

let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
let words = text.lowercased()
    .split { !$0.isLetter && $0 != "'" }
    .map(String.init)
let sentences = text.split(whereSeparator: { ".!?".contains($0) })
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { !$0.isEmpty }

print("Characters: \(text.count), letters: \(text.filter(\.isLetter).count), uppercase: \(text.filter(\.isUppercase).count)")
print("Punctuation: \(text.filter(\.isPunctuation).count), whitespace: \(text.filter(\.isWhitespace).count)")
print("Lines: \(lines.count), words: \(words.count), unique: \(Set(words).count), sentences: \(sentences.count)")

let freq = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(6)
for (word, n) in top {
    let bar = String(repeating: "*", count: n)
    print("\(word.padding(toLength: 6, withPad: " ", startingAt: 0)) \(String(format: "%2d", n)) \(bar)")
}

let avg = Double(words.map(\.count).reduce(0, +)) / Double(words.count)
print(String(format: "Average word length: %.2f", avg))
let longestLength = words.map(\.count).max() ?? 0
print("Longest words (\(longestLength)): \(Set(words.filter { $0.count == longestLength }).sorted())")

for (i, s) in sentences.enumerated() {
    let wc = s.split(separator: " ").count
    print("Sentence \(i + 1): \(wc) words, starts with \"\(s.prefix(12))...\"")
}
let vowels = Set("aeiou")
let vowelCount = text.lowercased().filter { vowels.contains($0) }.count
print("Vowels: \(vowelCount), hapax legomena: \(freq.filter { $0.value == 1 }.keys.sorted().prefix(5).joined(separator: ", "))")
// expect: Characters: 273, letters: 207, uppercase: 6
// expect: Punctuation: 10, whitespace: 56
// expect: Lines: 2, words: 56, unique: 20, sentences: 4
// expect: of     10 **********
// expect: the    10 **********
// expect: it      8 ********
// expect: was     8 ********
// expect: age     2 **
// expect: epoch   2 **
// expect: Average word length: 3.70
// expect: Longest words (11): ["foolishness", "incredulity"]
// expect: Sentence 1: 24 words, starts with "It was the b..."
// expect: Sentence 2: 12 words, starts with "It was the e..."
// expect: Sentence 3: 6 words, starts with "Was it the s..."
// expect: Sentence 4: 15 words, starts with "It was the s..."
// expect: Vowels: 80, hapax legomena: belief, best, darkness, despair, foolishness
