// word-frequency
// expected output: swiftc 6.3.1 (Linux), run on this machine

let text = """
It was the best of times, it was the worst of times; it was the age of wisdom,
it was the age of foolishness. It was the epoch of belief, it was the epoch of
incredulity! It was the season of Light, it was the season of Darkness.
"""

let words = text.lowercased()
    .split(whereSeparator: { !$0.isLetter })
    .map(String.init)

print("total words:", words.count)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
print("distinct:", freq.count)

let top = freq.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }.prefix(5)
for (rank, entry) in top.enumerated() {
    let bar = String(repeating: "*", count: entry.value)
    print("\(rank + 1). \(entry.key.padding(6)) \(entry.value) \(bar)")
}

let byLength = Dictionary(grouping: Set(words), by: \.count)
for len in byLength.keys.sorted().suffix(3) {
    print(len, byLength[len]!.sorted())
}
let longest = words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }!
print("longest:", longest)
let once = freq.filter { $0.value == 1 }.keys.sorted()
print("hapax:", once.count, once.prefix(4).joined(separator: ","))

let sentences = text.split(whereSeparator: { ".!;".contains($0) })
    .map { $0.trimmed() }
    .filter { !$0.isEmpty }
print("sentences:", sentences.count)
for s in sentences { print("-", s.split(separator: " ").count, "words, starts with", s.prefix(10) + "...") }

var letters: [Character: Int] = [:]
for ch in text.lowercased() where ch.isLetter { letters[ch, default: 0] += 1 }
let topLetters = letters.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(3)
print(topLetters.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
let vowels = letters.filter { "aeiou".contains($0.key) }.values.reduce(0, +)
print("vowels:", vowels, "consonants:", letters.values.reduce(0, +) - vowels)
let acronym = "portable network graphics".split(separator: " ").map { $0.first!.uppercased() }.joined()
print(acronym)

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
extension Substring {
    func trimmed() -> String {
        String(drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }
}

// expect: total words: 48
// expect: distinct: 16
// expect: 1. it     8 ********
// expect: 2. of     8 ********
// expect: 3. the    8 ********
// expect: 4. was    8 ********
// expect: 5. age    2 **
// expect: 6 ["belief", "season", "wisdom"]
// expect: 8 ["darkness"]
// expect: 11 ["foolishness", "incredulity"]
// expect: longest: foolishness
// expect: hapax: 8 belief,best,darkness,foolishness
// expect: sentences: 4
// expect: - 12 words, starts with It was the...
// expect: - 11 words, starts with it was the...
// expect: - 11 words, starts with It was the...
// expect: - 12 words, starts with It was the...
// expect: e=22 s=22 t=22
// expect: vowels: 68 consonants: 106
// expect: PNG
