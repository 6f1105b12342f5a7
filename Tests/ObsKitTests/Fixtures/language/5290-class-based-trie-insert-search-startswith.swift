// LeetCode style (Trie / word search): a class-based trie with insert, search, startsWith and autocompletion
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isWord = false
    var count = 0
}

final class Trie {
    private let root = TrieNode()
    private(set) var wordCount = 0

    func insert(_ word: String) {
        var node = root
        for ch in word {
            if let next = node.children[ch] {
                node = next
            } else {
                let next = TrieNode()
                node.children[ch] = next
                node = next
            }
            node.count += 1
        }
        if !node.isWord { wordCount += 1 }
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
    func countPrefix(_ prefix: String) -> Int { find(prefix)?.count ?? 0 }

    func completions(for prefix: String) -> [String] {
        guard let start = find(prefix) else { return [] }
        var results: [String] = []
        func walk(_ node: TrieNode, _ path: String) {
            if node.isWord { results.append(path) }
            for key in node.children.keys.sorted() {
                walk(node.children[key]!, path + String(key))
            }
        }
        walk(start, prefix)
        return results
    }
}

let trie = Trie()
for w in ["apple", "app", "application", "apt", "banana", "band", "bandana", "can", "app"] {
    trie.insert(w)
}
print("words:", trie.wordCount)
print(trie.search("app"), trie.search("appl"), trie.startsWith("appl"), trie.startsWith("xyz"))
print("prefix 'ap' count:", trie.countPrefix("ap"))
print("prefix 'band' count:", trie.countPrefix("band"))
print(trie.completions(for: "app"))
print(trie.completions(for: "ban"))
print(trie.completions(for: "c"), trie.completions(for: "d"))
let longest = trie.completions(for: "").max { $0.count < $1.count }
print(longest ?? "none")

// expect: words: 8
// expect: true false true false
// expect: prefix 'ap' count: 5
// expect: prefix 'band' count: 2
// expect: ["app", "apple", "application"]
// expect: ["banana", "band", "bandana"]
// expect: ["can"] []
// expect: application
