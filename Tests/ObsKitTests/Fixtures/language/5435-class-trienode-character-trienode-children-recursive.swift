// LeetCode style (208. Implement Trie, 212-style prefix search): class TrieNode with [Character: TrieNode] children, recursive collection
class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isWord = false
}

class Trie {
    private let root = TrieNode()

    func insert(_ word: String) {
        var node = root
        for ch in word {
            if node.children[ch] == nil { node.children[ch] = TrieNode() }
            node = node.children[ch]!
        }
        node.isWord = true
    }

    private func find(_ prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix {
            guard let next = node.children[ch] else { return nil }
            node = next
        }
        return node
    }

    func search(_ word: String) -> Bool { find(word)?.isWord ?? false }
    func startsWith(_ prefix: String) -> Bool { find(prefix) != nil }

    func words(withPrefix prefix: String) -> [String] {
        guard let start = find(prefix) else { return [] }
        var out: [String] = []
        func collect(_ node: TrieNode, _ path: String) {
            if node.isWord { out.append(path) }
            for ch in node.children.keys.sorted() {
                collect(node.children[ch]!, path + String(ch))
            }
        }
        collect(start, prefix)
        return out
    }
}

let trie = Trie()
for w in ["apple", "app", "application", "apt", "banana", "band", "bandana", "can"] {
    trie.insert(w)
}
print(trie.search("app"), trie.search("appl"), trie.startsWith("appl"), trie.startsWith("x"))
print(trie.words(withPrefix: "ap"))
print(trie.words(withPrefix: "ban"))
print(trie.words(withPrefix: ""))
print(trie.words(withPrefix: "z"))

// expect: true false true false
// expect: ["app", "apple", "application", "apt"]
// expect: ["banana", "band", "bandana"]
// expect: ["app", "apple", "application", "apt", "banana", "band", "bandana", "can"]
// expect: []
