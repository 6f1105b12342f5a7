// App code style: trie for autocomplete with class nodes, recursive collection, and word counts
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var terminal = 0
}
final class Trie {
    private let root = TrieNode()
    private(set) var wordCount = 0
    func insert(_ w: String) {
        var node = root
        for ch in w {
            if node.children[ch] == nil { node.children[ch] = TrieNode() }
            node = node.children[ch]!
        }
        if node.terminal == 0 { wordCount += 1 }
        node.terminal += 1
    }
    private func node(for prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix {
            guard let n = node.children[ch] else { return nil }
            node = n
        }
        return node
    }
    func contains(_ w: String) -> Bool { (node(for: w)?.terminal ?? 0) > 0 }
    func complete(_ prefix: String, limit: Int = .max) -> [String] {
        guard let start = node(for: prefix) else { return [] }
        var out: [String] = []
        func walk(_ n: TrieNode, _ acc: String) {
            guard out.count < limit else { return }
            if n.terminal > 0 { out.append(acc + (n.terminal > 1 ? "(\(n.terminal))" : "")) }
            for ch in n.children.keys.sorted() { walk(n.children[ch]!, acc + String(ch)) }
        }
        walk(start, prefix)
        return out
    }
    var nodeCount: Int {
        func count(_ n: TrieNode) -> Int { 1 + n.children.values.map(count).reduce(0, +) }
        return count(root)
    }
}

let trie = Trie()
"car card care cared cars cat catalog dog do dot car cat car".split(separator: " ").forEach { trie.insert(String($0)) }
print("words \(trie.wordCount), nodes \(trie.nodeCount)")
for p in ["car", "ca", "do", "x", ""] { print("'\(p)': \(trie.complete(p, limit: 5))") }
print(["car", "ca", "catalog", "cats"].map(trie.contains))
// expect: words 10, nodes 17
// expect: 'car': ["car(3)", "card", "care", "cared", "cars"]
// expect: 'ca': ["car(3)", "card", "care", "cared", "cars"]
// expect: 'do': ["do", "dog", "dot"]
// expect: 'x': []
// expect: '': ["car(3)", "card", "care", "cared", "cars"]
// expect: [true, false, true, false]
