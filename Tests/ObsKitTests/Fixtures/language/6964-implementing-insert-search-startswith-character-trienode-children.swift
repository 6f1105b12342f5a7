// LeetCode style (trie): implementing insert, search and startsWith with a [Character: TrieNode] children map, plus word search with a '.' wildcard
class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isEnd = false
}

class Trie {
    private let root = TrieNode()

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

    func search(_ word: String) -> Bool { find(word)?.isEnd ?? false }
    func startsWith(_ prefix: String) -> Bool { find(prefix) != nil }

    func searchPattern(_ pattern: String) -> Bool {
        let chars = Array(pattern)
        func dfs(_ node: TrieNode, _ i: Int) -> Bool {
            if i == chars.count { return node.isEnd }
            if chars[i] == "." {
                return node.children.values.contains { dfs($0, i + 1) }
            }
            guard let next = node.children[chars[i]] else { return false }
            return dfs(next, i + 1)
        }
        return dfs(root, 0)
    }

    func words(withPrefix prefix: String) -> [String] {
        guard let start = find(prefix) else { return [] }
        var result: [String] = []
        func collect(_ node: TrieNode, _ path: String) {
            if node.isEnd { result.append(path) }
            for key in node.children.keys.sorted() {
                collect(node.children[key]!, path + String(key))
            }
        }
        collect(start, prefix)
        return result
    }
}

let trie = Trie()
trie.insert("apple")
print(trie.search("apple"), trie.search("app"), trie.startsWith("app"))
trie.insert("app")
print(trie.search("app"))
for w in ["bad", "dad", "mad", "apply", "ape"] { trie.insert(w) }
print(trie.searchPattern(".ad"), trie.searchPattern("b.."), trie.searchPattern("pad"), trie.searchPattern("a..l."))
print(trie.words(withPrefix: "ap"))
print(trie.words(withPrefix: "z"), trie.words(withPrefix: "").count)

// expect: true false true
// expect: true
// expect: true true false true
// expect: ["ape", "app", "apple", "apply"]
// expect: [] 7
