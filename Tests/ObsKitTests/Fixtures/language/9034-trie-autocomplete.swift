// Trie for autocomplete: insert, contains, prefix search, counting words, and deletion
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isWord = false
    var count = 0
}

final class Trie {
    private let root = TrieNode()

    func insert(_ word: String) {
        var node = root
        for ch in word.lowercased() {
            if node.children[ch] == nil { node.children[ch] = TrieNode() }
            node = node.children[ch]!
            node.count += 1
        }
        node.isWord = true
    }

    private func node(for prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix.lowercased() {
            guard let next = node.children[ch] else { return nil }
            node = next
        }
        return node
    }

    func contains(_ word: String) -> Bool { node(for: word)?.isWord ?? false }

    func countWords(withPrefix prefix: String) -> Int { node(for: prefix)?.count ?? 0 }

    func suggestions(for prefix: String, limit: Int = 5) -> [String] {
        guard let start = node(for: prefix) else { return [] }
        var results: [String] = []
        func collect(_ node: TrieNode, _ current: String) {
            if results.count >= limit { return }
            if node.isWord { results.append(current) }
            for key in node.children.keys.sorted() {
                collect(node.children[key]!, current + String(key))
            }
        }
        collect(start, prefix.lowercased())
        return results
    }

    @discardableResult
    func remove(_ word: String) -> Bool {
        guard contains(word) else { return false }
        var node = root
        for ch in word.lowercased() {
            let next = node.children[ch]!
            next.count -= 1
            if next.count == 0 { node.children[ch] = nil; return true }
            node = next
        }
        node.isWord = false
        return true
    }
}

let trie = Trie()
["car", "card", "care", "careful", "cart", "cat", "dog", "dot", "Cargo"].forEach(trie.insert)
print(trie.suggestions(for: "car"))
print(trie.suggestions(for: "car", limit: 3))
print(trie.suggestions(for: "do"), trie.suggestions(for: "x"))
print(trie.contains("care"), trie.contains("ca"), trie.contains("CARGO"))
print("words starting with 'ca':", trie.countWords(withPrefix: "ca"))
print(trie.remove("care"), trie.remove("care"), trie.remove("zebra"))
print(trie.suggestions(for: "car", limit: 10), trie.countWords(withPrefix: "car"))
trie.remove("dog")
print(trie.suggestions(for: "d"))
// expect: ["car", "card", "care", "careful", "cargo"]
// expect: ["car", "card", "care"]
// expect: ["dog", "dot"] []
// expect: true false true
// expect: words starting with 'ca': 7
// expect: true false false
// expect: ["car", "card", "careful", "cargo", "cart"] 5
// expect: ["dot"]
