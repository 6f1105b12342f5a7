// Counting word frequencies in a paragraph and reporting the top words
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let text = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness.
"""

let stopWords: Set = ["the", "of", "a", "and"]

let words = text
    .lowercased()
    .components(separatedBy: CharacterSet.letters.inverted)
    .filter { !$0.isEmpty }

print("total words: \(words.count)")
var frequency: [String: Int] = [:]
for word in words {
    frequency[word, default: 0] += 1
}
print("distinct words: \(frequency.count)")

let ranked = frequency.sorted { lhs, rhs in
    lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
}
print("top 5:")
for (word, count) in ranked.prefix(5) {
    print("  \(word.padding(toLength: 8, withPad: " ", startingAt: 0)) \(String(repeating: "*", count: count)) \(count)")
}

let meaningful = ranked.filter { !stopWords.contains($0.key) && $0.key.count > 2 }
print("top meaningful: \(meaningful.prefix(4).map { "\($0.key)=\($0.value)" }.joined(separator: ", "))")

let singles = frequency.filter { $0.value == 1 }.keys.sorted()
print("used once: \(singles.joined(separator: " "))")

let byLength = Dictionary(grouping: frequency.keys, by: \.count)
for length in byLength.keys.sorted() {
    print("\(length) letters: \(byLength[length]!.sorted().joined(separator: ","))")
}

let longest = frequency.keys.max { ($0.count, $1) < ($1.count, $0) }!
print("longest word: \(longest)")

var bigrams: [String: Int] = [:]
for (a, b) in zip(words, words.dropFirst()) {
    bigrams["\(a) \(b)", default: 0] += 1
}
let topBigrams = bigrams.filter { $0.value > 2 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
for (pair, n) in topBigrams {
    print("\"\(pair)\" x\(n)")
}
// expect: total words: 48
// expect: distinct words: 16
// expect: top 5:
// expect:   it       ******** 8
// expect:   of       ******** 8
// expect:   the      ******** 8
// expect:   was      ******** 8
// expect:   age      ** 2
// expect: top meaningful: was=8, age=2, epoch=2, season=2
// expect: used once: belief best darkness foolishness incredulity light wisdom worst
// expect: 2 letters: it,of
// expect: 3 letters: age,the,was
// expect: 4 letters: best
// expect: 5 letters: epoch,light,times,worst
// expect: 6 letters: belief,season,wisdom
// expect: 8 letters: darkness
// expect: 11 letters: foolishness,incredulity
// expect: longest word: foolishness
// expect: "it was" x8
// expect: "was the" x8
