// App code style: trie with insertion counts and autocomplete suggestions
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var terminalCount = 0
}

struct Trie {
    private let root = TrieNode()
    private(set) var wordCount = 0

    mutating func insert(_ word: String) {
        var node = root
        for ch in word.lowercased() {
            if let next = node.children[ch] { node = next }
            else { let n = TrieNode(); node.children[ch] = n; node = n }
        }
        if node.terminalCount == 0 { wordCount += 1 }
        node.terminalCount += 1
    }

    private func find(_ prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix.lowercased() {
            guard let n = node.children[ch] else { return nil }
            node = n
        }
        return node
    }

    func contains(_ w: String) -> Bool { (find(w)?.terminalCount ?? 0) > 0 }

    func suggestions(for prefix: String, limit: Int = 3) -> [String] {
        guard let start = find(prefix) else { return [] }
        var found: [(String, Int)] = []
        func walk(_ n: TrieNode, _ acc: String) {
            if n.terminalCount > 0 { found.append((acc, n.terminalCount)) }
            for (ch, child) in n.children.sorted(by: { $0.key < $1.key }) { walk(child, acc + String(ch)) }
        }
        walk(start, prefix.lowercased())
        return found.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(limit).map { $0.0 }
    }
}

var t = Trie()
let searches = "swift swiftui switch swim swift sweet swiftui swift table tab Tablet tab"
for w in searches.split(separator: " ") { t.insert(String(w)) }
print("distinct words:", t.wordCount)
print(t.suggestions(for: "sw"))
print(t.suggestions(for: "swi", limit: 10))
print(t.suggestions(for: "TA"))
print(t.suggestions(for: "x"))
print(t.contains("tab"), t.contains("ta"), t.contains("SWIM"))
// expect: distinct words: 8
// expect: ["swift", "swiftui", "sweet"]
// expect: ["swift", "swiftui", "swim", "switch"]
// expect: ["tab", "table", "tablet"]
// expect: []
// expect: true false true
