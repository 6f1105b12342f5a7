// App code style: trie-based autocomplete for a search field with ranked suggestions
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isWord = false
    var weight = 0
}

final class Autocomplete {
    private let root = TrieNode()
    private(set) var wordCount = 0

    func insert(_ word: String, weight: Int = 1) {
        var node = root
        for ch in word.lowercased() {
            if let next = node.children[ch] {
                node = next
            } else {
                let created = TrieNode()
                node.children[ch] = created
                node = created
            }
        }
        if !node.isWord { wordCount += 1 }
        node.isWord = true
        node.weight += weight
    }

    private func node(for prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix.lowercased() {
            guard let next = node.children[ch] else { return nil }
            node = next
        }
        return node
    }

    func contains(_ word: String) -> Bool {
        node(for: word)?.isWord ?? false
    }

    func suggestions(for prefix: String, limit: Int = 3) -> [String] {
        guard let start = node(for: prefix) else { return [] }
        var found: [(word: String, weight: Int)] = []
        func collect(_ node: TrieNode, _ path: String) {
            if node.isWord { found.append((path, node.weight)) }
            for key in node.children.keys.sorted() {
                collect(node.children[key]!, path + String(key))
            }
        }
        collect(start, prefix.lowercased())
        return found
            .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.word < $1.word }
            .prefix(limit)
            .map(\.word)
    }

    func longestCommonPrefix() -> String {
        var prefix = ""
        var node = root
        while node.children.count == 1, !node.isWord, let (ch, next) = node.children.first {
            prefix.append(ch)
            node = next
        }
        return prefix
    }
}

let searches = [
    "swift", "swiftui", "swift", "switch", "sweater", "swim", "swiftui", "swiftui",
    "table", "tablet", "tab", "tabs", "tablet", "taco", "Swift",
]
let engine = Autocomplete()
for term in searches {
    engine.insert(term)
}
print("Distinct terms: \(engine.wordCount)")

for prefix in ["sw", "swi", "swift", "ta", "tab", "x", ""] {
    let list = engine.suggestions(for: prefix)
    print("'\(prefix)' -> \(list.isEmpty ? "(none)" : list.joined(separator: ", "))")
}

print("All 'tab': \(engine.suggestions(for: "tab", limit: 10))")
for word in ["swim", "swi", "TACO", "tables"] {
    print("contains \(word): \(engine.contains(word))")
}

let commands = Autocomplete()
["deploy-staging", "deploy-production", "deploy-preview"].forEach { commands.insert($0, weight: $0.count) }
print("Common prefix: \(commands.longestCommonPrefix())")
print("Top deploy: \(commands.suggestions(for: "deploy-p", limit: 1))")

// expect: Distinct terms: 10
// expect: 'sw' -> swift, swiftui, sweater
// expect: 'swi' -> swift, swiftui, swim
// expect: 'swift' -> swift, swiftui
// expect: 'ta' -> tablet, tab, table
// expect: 'tab' -> tablet, tab, table
// expect: 'x' -> (none)
// expect: '' -> swift, swiftui, tablet
// expect: All 'tab': ["tablet", "tab", "table", "tabs"]
// expect: contains swim: true
// expect: contains swi: false
// expect: contains TACO: true
// expect: contains tables: false
// expect: Common prefix: deploy-
// expect: Top deploy: ["deploy-production"]
