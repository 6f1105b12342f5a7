// objc.io style (a trie as a recursive struct): inserting words, prefix lookup with autocompletion, counting, and a Sequence conformance that walks words in order
struct Trie {
    var isWord = false
    var children: [Character: Trie] = [:]

    init() {}
    init<S: Sequence>(_ words: S) where S.Element == String {
        for w in words { insert(w) }
    }

    mutating func insert<C: Collection>(_ word: C) where C.Element == Character {
        guard let head = word.first else { isWord = true; return }
        children[head, default: Trie()].insert(word.dropFirst())
    }

    func subtrie<C: Collection>(at prefix: C) -> Trie? where C.Element == Character {
        guard let head = prefix.first else { return self }
        return children[head]?.subtrie(at: prefix.dropFirst())
    }

    var words: [String] {
        var result = isWord ? [""] : []
        for key in children.keys.sorted() {
            result += children[key]!.words.map { String(key) + $0 }
        }
        return result
    }

    func complete(_ prefix: String) -> [String] {
        subtrie(at: prefix)?.words.map { prefix + $0 } ?? []
    }
    func contains(_ word: String) -> Bool { subtrie(at: word)?.isWord ?? false }
    var count: Int { (isWord ? 1 : 0) + children.values.reduce(0) { $0 + $1.count } }
    var depth: Int { 1 + (children.values.map(\.depth).max() ?? -1) }
}

extension Trie: Sequence {
    func makeIterator() -> IndexingIterator<[String]> { words.makeIterator() }
}

var trie = Trie(["car", "cart", "carbon", "cat", "dog", "do", "dot"])
print(trie.count, trie.depth)
print(trie.complete("car"))
print(trie.complete("do"), trie.complete("x"))
print(trie.contains("ca"), trie.contains("cat"), trie.contains("cats"))
trie.insert("cats")
trie.insert("")
print(trie.count, trie.contains("cats"), trie.contains(""))
print(Array(trie.prefix(4)))
print(trie.filter { $0.count == 3 }, trie.map(\.count).max()!)
let copy = trie
trie.insert("zebra")
print(copy.count, trie.count, trie.subtrie(at: "ze")!.words)

// expect: 7 6
// expect: ["car", "carbon", "cart"]
// expect: ["do", "dog", "dot"] []
// expect: false true false
// expect: 9 true true
// expect: ["", "car", "carbon", "cart"]
// expect: ["car", "cat", "dog", "dot"] 6
// expect: 9 10 ["bra"]
