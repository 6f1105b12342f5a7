// Apple docs style (Dictionary.subscript(_:default:)): counting and accumulating with defaults
let message = "Hello, Elle!"
var letterCounts: [Character: Int] = [:]
for letter in message {
    letterCounts[letter, default: 0] += 1
}
for (ch, n) in letterCounts.sorted(by: { $0.key < $1.key }) {
    print("'\(ch)' \(n)")
}

// Reading with a default doesn't insert the key
let hues = ["Heliotrope": 296, "Coral": 16, "Aquamarine": 156]
print(hues["Coral", default: 0])
print(hues["Cerise", default: 0])
print(hues.count)

// Appending to arrays stored in a dictionary
var adjacency: [String: [String]] = [:]
let edges = [("a", "b"), ("a", "c"), ("b", "c"), ("c", "a"), ("d", "a")]
for (from, to) in edges {
    adjacency[from, default: []].append(to)
}
for node in adjacency.keys.sorted() {
    print(node, "->", adjacency[node]!.joined(separator: ","))
}

// Word frequency with a struct wrapper
struct WordCounter {
    private var counts: [String: Int] = [:]
    mutating func add(_ text: String) {
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
            counts[String(word), default: 0] += 1
        }
    }
    func top(_ n: Int) -> [(String, Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(n)
            .map { ($0.key, $0.value) }
    }
}
var counter = WordCounter()
counter.add("The cat and the hat.")
counter.add("A cat, a bat, and THE rat!")
for (word, n) in counter.top(4) {
    print(word, n)
}

// Toggling flags with default
var flags: [String: Bool] = ["verbose": true]
flags["verbose", default: false].toggle()
flags["debug", default: false].toggle()
print(flags.sorted(by: { $0.key < $1.key }))

// expect: ' ' 1
// expect: '!' 1
// expect: ',' 1
// expect: 'E' 1
// expect: 'H' 1
// expect: 'e' 2
// expect: 'l' 4
// expect: 'o' 1
// expect: 16
// expect: 0
// expect: 3
// expect: a -> b,c
// expect: b -> c
// expect: c -> a
// expect: d -> a
// expect: the 3
// expect: a 2
// expect: and 2
// expect: cat 2
// expect: [(key: "debug", value: true), (key: "verbose", value: false)]
