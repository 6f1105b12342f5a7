// App code style: text statistics helper counting words, lines, vowels and longest word
struct TextStats {
    let text: String

    var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
    var words: [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .map { String($0.filter { $0.isLetter || $0 == "'" }).lowercased() }
            .filter { !$0.isEmpty }
    }
    var vowelCount: Int {
        text.lowercased().filter { "aeiou".contains($0) }.count
    }
    var longestWord: String? {
        words.max { a, b in a.count < b.count || (a.count == b.count && a > b) }
    }
    func frequency() -> [(String, Int)] {
        let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }
}

let sample = """
The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox doesn't.

A fox, a dog, and a cat!
"""
let stats = TextStats(text: sample)
print("lines: \(stats.lines.count)")
print("empty lines: \(stats.lines.filter { $0.isEmpty }.count)")
print("words: \(stats.words.count)")
print("vowels: \(stats.vowelCount)")
print("longest: \(stats.longestWord ?? "none")")
for (word, count) in stats.frequency().prefix(5) {
    print("\(word): \(count)")
}
let uniqueWords = Set(stats.words)
print("unique: \(uniqueWords.count)")
print("average length: \(stats.words.map(\.count).reduce(0, +) * 100 / stats.words.count)")
// expect: lines: 4
// expect: empty lines: 1
// expect: words: 22
// expect: vowels: 26
// expect: longest: doesn't
// expect: the: 4
// expect: a: 3
// expect: dog: 3
// expect: fox: 3
// expect: and: 1
// expect: unique: 13
// expect: average length: 340
