// Rosetta Code style: Word frequency (top N words of a text)
let text = """
    It was the best of times, it was the worst of times, it was the age of wisdom,
    it was the age of foolishness, it was the epoch of belief, it was the epoch of
    incredulity, it was the season of Light, it was the season of Darkness, it was
    the spring of hope, it was the winter of despair, we had everything before us,
    we had nothing before us, we were all going direct to Heaven, we were all going
    direct the other way.
    """

func tokenize(_ s: String) -> [String] {
    s.lowercased()
        .split { !$0.isLetter && $0 != "'" }
        .map(String.init)
}

let tokens = tokenize(text)
print("total words:", tokens.count)

var freq: [String: Int] = [:]
for t in tokens { freq[t, default: 0] += 1 }
print("distinct words:", freq.count)

let ranked = freq.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}

print("Rank  Word          Count")
for (i, entry) in ranked.prefix(10).enumerated() {
    let rank = String(i + 1).padding(toLength: 6)
    let word = entry.key.padding(toLength: 14)
    print("\(rank)\(word)\(entry.value)")
}

extension String {
    func padding(toLength n: Int) -> String {
        count >= n ? self : self + String(repeating: " ", count: n - count)
    }
}

// Words that appear exactly once, grouped by first letter
let hapax = freq.filter { $0.value == 1 }.map(\.key).sorted()
let byLetter = Dictionary(grouping: hapax) { $0.first! }
for letter in byLetter.keys.sorted() {
    print("\(letter): \(byLetter[letter]!.joined(separator: " "))")
}

// Word length distribution
let lengthCounts = tokens.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
for len in lengthCounts.keys.sorted() {
    print(String(len).padding(toLength: 3) + String(repeating: "*", count: lengthCounts[len]!))
}
let longestWord = freq.keys.max { ($0.count, $1) < ($1.count, $0) }!
print("longest word:", longestWord)

// expect: total words: 85
// expect: distinct words: 34
// expect: Rank  Word          Count
// expect: 1     the           11
// expect: 2     it            10
// expect: 3     of            10
// expect: 4     was           10
// expect: 5     we            4
// expect: 6     age           2
// expect: 7     all           2
// expect: 8     before        2
// expect: 9     direct        2
// expect: 10    epoch         2
// expect: b: belief best
// expect: d: darkness despair
// expect: e: everything
// expect: f: foolishness
// expect: h: heaven hope
// expect: i: incredulity
// expect: l: light
// expect: n: nothing
// expect: o: other
// expect: s: spring
// expect: t: to
// expect: w: way winter wisdom worst
// expect: 2  ***************************
// expect: 3  ****************************
// expect: 4  ****
// expect: 5  *********
// expect: 6  ***********
// expect: 7  **
// expect: 8  *
// expect: 10 *
// expect: 11 **
// expect: longest word: foolishness
