// LeetCode style: Trie with [Character: TrieNode] children, insert/search/startsWith and word listing
class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isEnd = false
}

class Trie {
    private let root = TrieNode()

    init() {}

    func insert(_ word: String) {
        var node = root
        for ch in word {
            if node.children[ch] == nil {
                node.children[ch] = TrieNode()
            }
            node = node.children[ch]!
        }
        node.isEnd = true
    }

    private func find(_ prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix {
            guard let next = node.children[ch] else { return nil }
            node = next
        }
        return node
    }

    func search(_ word: String) -> Bool {
        return find(word)?.isEnd ?? false
    }

    func startsWith(_ prefix: String) -> Bool {
        return find(prefix) != nil
    }

    func wordsWithPrefix(_ prefix: String) -> [String] {
        guard let start = find(prefix) else { return [] }
        var result = [String]()
        func collect(_ node: TrieNode, _ path: String) {
            if node.isEnd { result.append(path) }
            for ch in node.children.keys.sorted() {
                collect(node.children[ch]!, path + String(ch))
            }
        }
        collect(start, prefix)
        return result
    }
}

let trie = Trie()
trie.insert("apple")
print(trie.search("apple"))
print(trie.search("app"))
print(trie.startsWith("app"))
trie.insert("app")
print(trie.search("app"))
for w in ["apply", "ape", "banana", "band", "bandana", "can"] { trie.insert(w) }
print(trie.wordsWithPrefix("ap"))
print(trie.wordsWithPrefix("ban"))
print(trie.wordsWithPrefix("c"), trie.wordsWithPrefix("z"))
print(trie.startsWith(""), trie.search(""))

// expect: true
// expect: false
// expect: true
// expect: true
// expect: ["ape", "app", "apple", "apply"]
// expect: ["banana", "band", "bandana"]
// expect: ["can"] []
// expect: true false
