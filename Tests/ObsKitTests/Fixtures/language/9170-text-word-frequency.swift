// text-word-frequency
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let text = """
It was the best of times, it was the worst of times; it was the age of wisdom,
it was the age of foolishness. It was the epoch of belief — it was the epoch of
incredulity! Don't panic: the times, they're a-changing.
"""

let stopWords: Set<String> = ["the", "of", "a", "it", "was"]

let words = text.lowercased()
    .components(separatedBy: CharacterSet.letters.union(CharacterSet(charactersIn: "'-")).inverted)
    .filter { !$0.isEmpty }

print("total words:", words.count)
print("unique words:", Set(words).count)

var counts: [String: Int] = [:]
for w in words where !stopWords.contains(w) {
    counts[w, default: 0] += 1
}
let top = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5)
for (word, n) in top {
    print(word.padding(toLength: 12, withPad: ".", startingAt: 0), n)
}

let sentences = text.split(whereSeparator: { ".!;".contains($0) })
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { !$0.isEmpty }
print("sentences:", sentences.count)
print("longest sentence words:", sentences.map { $0.split(separator: " ").count }.max()!)

let longest = words.max { ($0.count, $1) < ($1.count, $0) }!
print("longest word:", longest, longest.count)

let letterCounts = text.lowercased().filter(\.isLetter).reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let topLetters = letterCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(topLetters.map { "\($0.key):\($0.value)" }.joined(separator: " "))

func titleCase(_ s: String) -> String {
    s.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
}
print(titleCase("the tale OF two cities"))
let acronym = "portable network graphics".split(separator: " ").compactMap(\.first).map { String($0).uppercased() }.joined()
print(acronym)
let wrapped = words.prefix(16).reduce(into: [""]) { lines, w in
    if lines[lines.count - 1].count + w.count + 1 > 24 { lines.append(w) }
    else { lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + w }
}
wrapped.forEach { print("|\($0)|") }
// expect: total words: 42
// expect: unique words: 17
// expect: times....... 3
// expect: age......... 2
// expect: epoch....... 2
// expect: a-changing.. 1
// expect: belief...... 1
// expect: sentences: 4
// expect: longest sentence words: 12
// expect: longest word: foolishness 11
// expect: e:21 t:21 i:16
// expect: The Tale Of Two Cities
// expect: PNG
// expect: |it was the best of times|
// expect: |it was the worst of|
// expect: |times it was the age|
