// Compiler test style: recursive trie built from structs and enums with sorted traversal and prefix matching
struct Trie {
    var terminal = false
    var children: [Character: Trie] = [:]

    mutating func insert<S: StringProtocol>(_ word: S) {
        guard let first = word.first else {
            terminal = true
            return
        }
        children[first, default: Trie()].insert(word.dropFirst())
    }

    func contains<S: StringProtocol>(_ word: S) -> Bool {
        switch word.first {
        case nil: return terminal
        case let c?:
            guard let child = children[c] else { return false }
            return child.contains(word.dropFirst())
        }
    }

    func node<S: StringProtocol>(for prefix: S) -> Trie? {
        guard let c = prefix.first else { return self }
        return children[c]?.node(for: prefix.dropFirst())
    }

    func words(prefix: String = "") -> [String] {
        var out: [String] = terminal ? [prefix] : []
        for key in children.keys.sorted() {
            out += children[key]!.words(prefix: prefix + String(key))
        }
        return out
    }

    var count: Int {
        children.values.reduce(terminal ? 1 : 0) { $0 + $1.count }
    }

    var height: Int {
        children.values.map { 1 + $0.height }.max() ?? 0
    }
}

enum Query {
    case exact(String)
    case prefix(String)
    case longestCommonPrefix
}

func commonPrefix(_ t: Trie) -> String {
    switch (t.terminal, t.children.count) {
    case (false, 1):
        let (c, child) = t.children.first!
        return String(c) + commonPrefix(child)
    default:
        return ""
    }
}

var trie = Trie()
for w in ["car", "card", "care", "cart", "cat", "dog", "dot", "do", "carbon"] {
    trie.insert(w)
}
print("words: \(trie.words())")
print("count \(trie.count), height \(trie.height)")

let queries: [Query] = [.exact("car"), .exact("ca"), .exact("dots"), .prefix("car"), .prefix("do"), .prefix("x"), .longestCommonPrefix]
for q in queries {
    switch q {
    case .exact(let w) where trie.contains(w):
        print("exact '\(w)': yes")
    case .exact(let w):
        print("exact '\(w)': no")
    case .prefix(let p):
        if let n = trie.node(for: p) {
            print("prefix '\(p)': \(n.words(prefix: p))")
        } else {
            print("prefix '\(p)': none")
        }
    case .longestCommonPrefix:
        print("common prefix of all: '\(commonPrefix(trie))'")
    }
}

var cTrie = Trie()
for w in ["interview", "internet", "interval", "internal"] { cTrie.insert(w) }
print("common prefix: '\(commonPrefix(cTrie))'")
if let sub = cTrie.node(for: "inter") {
    print("under 'inter': \(sub.words().joined(separator: ","))")
}
print("empty trie words: \(Trie().words()), contains '': \(Trie().contains(""))")

// Expected output:
// expect: words: ["car", "carbon", "card", "care", "cart", "cat", "do", "dog", "dot"]
// expect: count 9, height 6
// expect: exact 'car': yes
// expect: exact 'ca': no
// expect: exact 'dots': no
// expect: prefix 'car': ["car", "carbon", "card", "care", "cart"]
// expect: prefix 'do': ["do", "dog", "dot"]
// expect: prefix 'x': none
// expect: common prefix of all: ''
// expect: common prefix: 'inter'
// expect: under 'inter': nal,net,val,view
// expect: empty trie words: [], contains '': false
