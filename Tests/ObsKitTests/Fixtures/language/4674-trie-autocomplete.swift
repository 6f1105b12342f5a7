// App code style: trie for search-as-you-type autocomplete
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
        for ch in word.lowercased() {
            if let next = node.children[ch] {
                node = next
            } else {
                let next = TrieNode()
                node.children[ch] = next
                node = next
            }
            node.count += 1
        }
        if !node.isWord {
            node.isWord = true
            wordCount += 1
        }
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
    func hasPrefix(_ prefix: String) -> Bool { node(for: prefix) != nil }
    func countPrefix(_ prefix: String) -> Int { node(for: prefix)?.count ?? 0 }

    func suggestions(for prefix: String, limit: Int = 5) -> [String] {
        guard let start = node(for: prefix) else { return [] }
        var results: [String] = []
        func collect(_ node: TrieNode, _ path: String) {
            if results.count >= limit { return }
            if node.isWord { results.append(path) }
            for key in node.children.keys.sorted() {
                collect(node.children[key]!, path + String(key))
            }
        }
        collect(start, prefix.lowercased())
        return results
    }

    func longestCommonPrefix() -> String {
        var node = root
        var prefix = ""
        while node.children.count == 1, !node.isWord, let (ch, next) = node.children.first {
            prefix.append(ch)
            node = next
        }
        return prefix
    }
}

let trie = Trie()
let words = ["car", "card", "care", "careful", "cart", "cat", "dog", "dot", "Dove", "car"]
words.forEach(trie.insert)
print("words:", trie.wordCount)
print("contains car:", trie.contains("car"), "ca:", trie.contains("ca"))
print("prefix do:", trie.hasPrefix("do"), "prefix x:", trie.hasPrefix("x"))
print("count car:", trie.countPrefix("car"), "count d:", trie.countPrefix("d"))
print("car ->", trie.suggestions(for: "car"))
print("ca (3) ->", trie.suggestions(for: "ca", limit: 3))
print("DO ->", trie.suggestions(for: "DO"))
print("z ->", trie.suggestions(for: "z"))
let flowers = Trie()
["flower", "flow", "flight"].forEach { flowers.insert($0) }
print("lcp:", flowers.longestCommonPrefix())
let inter = Trie()
["interview", "internet", "interval"].forEach { inter.insert($0) }
print("lcp:", inter.longestCommonPrefix())

// expect: words: 9
// expect: contains car: true ca: false
// expect: prefix do: true prefix x: false
// expect: count car: 6 count d: 3
// expect: car -> ["car", "card", "care", "careful", "cart"]
// expect: ca (3) -> ["car", "card", "care"]
// expect: DO -> ["dog", "dot", "dove"]
// expect: z -> []
// expect: lcp: fl
// expect: lcp: inter
