// Exercism style (Word Count): words with apostrophes counted into a dictionary and printed sorted
struct WordCount {
    let words: String

    init(words: String) {
        self.words = words
    }

    func count() -> [String: Int] {
        let separators: (Character) -> Bool = { !($0.isLetter || $0.isNumber || $0 == "'") }
        return words.lowercased()
            .split(whereSeparator: separators)
            .map { $0.trimmingQuotes() }
            .filter { !$0.isEmpty }
            .reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
    }
}

extension Substring {
    func trimmingQuotes() -> String {
        var s = self
        while s.first == "'" { s = s.dropFirst() }
        while s.last == "'" { s = s.dropLast() }
        return String(s)
    }
}

let texts = [
    "word",
    "one of each",
    "one fish two fish red fish blue fish",
    "one,two,three",
    "car: carpet as java: javascript!!&@$%^&",
    "testing, 1, 2 testing",
    "go Go GO Stop stop",
    "Joe can't tell between 'large' and large.",
    " multiple   whitespaces",
]
for text in texts {
    let counts = WordCount(words: text).count()
    let rendered = counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
    print(rendered.joined(separator: " "))
}

// expect: word:1
// expect: each:1 of:1 one:1
// expect: blue:1 fish:4 one:1 red:1 two:1
// expect: one:1 three:1 two:1
// expect: as:1 car:1 carpet:1 java:1 javascript:1
// expect: 1:1 2:1 testing:2
// expect: go:3 stop:2
// expect: and:1 between:1 can't:1 joe:1 large:2 tell:1
// expect: multiple:1 whitespaces:1
