// App code style: tokenize a paragraph into words and report word frequencies and stats
struct WordToken: Equatable {
    let text: String
    let offset: Int
}

struct Tokenizer {
    let stopWords: Set<String>

    init(stopWords: [String] = []) {
        self.stopWords = Set(stopWords)
    }

    func tokenize(_ input: String) -> [WordToken] {
        var tokens: [WordToken] = []
        var current = ""
        var start = 0
        for (index, ch) in input.enumerated() {
            if ch.isLetter || ch == "'" {
                if current.isEmpty { start = index }
                current.append(ch)
            } else if !current.isEmpty {
                tokens.append(WordToken(text: current.lowercased(), offset: start))
                current = ""
            }
        }
        if !current.isEmpty {
            tokens.append(WordToken(text: current.lowercased(), offset: start))
        }
        return tokens
    }

    func meaningful(_ tokens: [WordToken]) -> [WordToken] {
        tokens.filter { !stopWords.contains($0.text) }
    }
}

extension Array where Element == WordToken {
    func frequencies() -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in self {
            counts[token.text, default: 0] += 1
        }
        return counts
    }
}

let paragraph = """
The quick brown fox jumps over the lazy dog. The dog sleeps; the fox doesn't.
A fox, a dog, and a cat walk into the bar -- the cat orders milk!
"""

let tokenizer = Tokenizer(stopWords: ["the", "a", "and", "into", "over"])
let all = tokenizer.tokenize(paragraph)
let useful = tokenizer.meaningful(all)

print("Total tokens: \(all.count)")
print("Meaningful tokens: \(useful.count)")
print("First token: \(all.first!.text) at \(all.first!.offset)")
print("Last token: \(all.last!.text) at \(all.last!.offset)")

let freq = useful.frequencies()
let ranked = freq.sorted { lhs, rhs in
    if lhs.value != rhs.value { return lhs.value > rhs.value }
    return lhs.key < rhs.key
}

print("--- Top words ---")
for (word, count) in ranked.prefix(6) {
    let bar = String(repeating: "*", count: count)
    print("\(word): \(count) \(bar)")
}

let longest = useful.map(\.text).max { $0.count < $1.count } ?? ""
print("Longest word: \(longest) (\(longest.count) chars)")

let averageLength = Double(useful.reduce(0) { $0 + $1.text.count }) / Double(useful.count)
print("Average length: \(Int(averageLength * 100)) / 100")

let byInitial = Dictionary(grouping: useful.map(\.text), by: { $0.first! })
for key in byInitial.keys.sorted() {
    let words = Array(Set(byInitial[key]!)).sorted()
    print("\(key): \(words.joined(separator: ", "))")
}

let contractions = all.filter { $0.text.contains("'") }.map(\.text)
print("Contractions: \(contractions)")

// expect: Total tokens: 30
// expect: Meaningful tokens: 18
// expect: First token: the at 0
// expect: Last token: milk at 138
// expect: --- Top words ---
// expect: dog: 3 ***
// expect: fox: 3 ***
// expect: cat: 2 **
// expect: bar: 1 *
// expect: brown: 1 *
// expect: doesn't: 1 *
// expect: Longest word: doesn't (7 chars)
// expect: Average length: 405 / 100
// expect: b: bar, brown
// expect: c: cat
// expect: d: doesn't, dog
// expect: f: fox
// expect: j: jumps
// expect: l: lazy
// expect: m: milk
// expect: o: orders
// expect: q: quick
// expect: s: sleeps
// expect: w: walk
// expect: Contractions: ["doesn\'t"]
