// App code style: trie-backed autocomplete with frequency ranking and Sequence conformance
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var count = 0          // how often the word ending here was used
    var isWord: Bool { count > 0 }
}

struct Suggestion: CustomStringConvertible {
    let word: String
    let score: Int
    var description: String { "\(word)(\(score))" }
}

final class Autocomplete: Sequence {
    private let root = TrieNode()
    private(set) var wordCount = 0

    func insert(_ word: String, times: Int = 1) {
        var node = root
        for ch in word.lowercased() {
            if node.children[ch] == nil { node.children[ch] = TrieNode() }
            node = node.children[ch]!
        }
        if !node.isWord { wordCount += 1 }
        node.count += times
    }

    private func node(for prefix: String) -> TrieNode? {
        var node: TrieNode? = root
        for ch in prefix.lowercased() { node = node?.children[ch] }
        return node
    }

    private func collect(_ node: TrieNode, _ prefix: String, into out: inout [Suggestion]) {
        if node.isWord { out.append(Suggestion(word: prefix, score: node.count)) }
        for key in node.children.keys.sorted() {
            collect(node.children[key]!, prefix + String(key), into: &out)
        }
    }

    func suggest(_ prefix: String, limit: Int = 3) -> [Suggestion] {
        guard let start = node(for: prefix) else { return [] }
        var all: [Suggestion] = []
        collect(start, prefix.lowercased(), into: &all)
        return Array(all.sorted { $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word }.prefix(limit))
    }

    func contains(_ word: String) -> Bool { node(for: word)?.isWord ?? false }

    func makeIterator() -> IndexingIterator<[String]> {
        var all: [Suggestion] = []
        collect(root, "", into: &all)
        return all.map(\.word).makeIterator()
    }
}

let ac = Autocomplete()
let corpus = "the quick brown fox jumps over the lazy dog then the fox thinks that there is thunder"
for w in corpus.split(separator: " ") { ac.insert(String(w)) }
ac.insert("Thesaurus", times: 2)
ac.insert("theory")
print("words:", ac.wordCount)
for p in ["th", "the", "f", "TH", "qu", "x", ""] {
    print("'\(p)':", ac.suggest(p, limit: 4))
}
print(ac.contains("fox"), ac.contains("fo"), ac.contains("LAZY"))
print(Array(ac.prefix(5)))
print(ac.filter { $0.count > 5 }, ac.reduce(0) { $0 + $1.count })
var seen = 0
for word in ac where word.hasPrefix("t") { seen += 1 }
print("t-words:", seen, ac.map { $0.first! }.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
// expect: words: 16
// expect: 'th': [the(3), thesaurus(2), that(1), then(1)]
// expect: 'the': [the(3), thesaurus(2), then(1), theory(1)]
// expect: 'f': [fox(2)]
// expect: 'TH': [the(3), thesaurus(2), that(1), then(1)]
// expect: 'qu': [quick(1)]
// expect: 'x': []
// expect: '': [the(3), fox(2), thesaurus(2), brown(1)]
// expect: true false true
// expect: ["brown", "dog", "fox", "is", "jumps"]
// expect: ["theory", "thesaurus", "thinks", "thunder"] 75
// expect: t-words: 8 b1d1f1i1j1l1o1q1t8
