// Algorithm Club style (trie): insert words, look them up, list words with a prefix in sorted order, count them, and remove one
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isTerminal = false
    var passCount = 0
}

final class Trie {
    private let root = TrieNode()
    private(set) var wordCount = 0

    func insert(_ word: String) {
        guard !contains(word) else { return }
        var node = root
        for ch in word.lowercased() {
            if node.children[ch] == nil { node.children[ch] = TrieNode() }
            node = node.children[ch]!
            node.passCount += 1
        }
        node.isTerminal = true
        wordCount += 1
    }

    private func find(_ prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix.lowercased() {
            guard let next = node.children[ch] else { return nil }
            node = next
        }
        return node
    }

    func contains(_ word: String) -> Bool { find(word)?.isTerminal ?? false }
    func countPrefix(_ prefix: String) -> Int { find(prefix)?.passCount ?? 0 }

    func words(withPrefix prefix: String) -> [String] {
        guard let start = find(prefix) else { return [] }
        var results: [String] = []
        func walk(_ node: TrieNode, _ path: String) {
            if node.isTerminal { results.append(path) }
            for key in node.children.keys.sorted() { walk(node.children[key]!, path + String(key)) }
        }
        walk(start, prefix.lowercased())
        return results
    }

    func remove(_ word: String) {
        guard contains(word) else { return }
        var node = root
        for ch in word.lowercased() {
            let next = node.children[ch]!
            next.passCount -= 1
            if next.passCount == 0 { node.children[ch] = nil; break }
            node = next
        }
        if let end = find(word), end.passCount > 0 || !end.children.isEmpty { end.isTerminal = false }
        wordCount -= 1
    }
}

let trie = Trie()
for w in ["car", "cart", "carbon", "care", "cat", "dog", "dot", "Card", "car"] { trie.insert(w) }
print(trie.wordCount, trie.contains("cart"), trie.contains("ca"))
print(trie.words(withPrefix: "car"))
print(trie.words(withPrefix: "do"), trie.words(withPrefix: "x"))
print("prefix counts:", trie.countPrefix("ca"), trie.countPrefix("car"), trie.countPrefix("d"))
trie.remove("car")
trie.remove("dog")
print(trie.wordCount, trie.contains("car"), trie.contains("cart"), trie.words(withPrefix: ""))

// expect: 8 true false
// expect: ["car", "carbon", "card", "care", "cart"]
// expect: ["dog", "dot"] []
// expect: prefix counts: 6 5 2
// expect: 6 false true ["carbon", "card", "care", "cart", "cat", "dot"]
