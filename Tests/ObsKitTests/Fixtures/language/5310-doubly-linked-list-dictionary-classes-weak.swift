// LeetCode style (LRU cache): a doubly linked list with a dictionary, classes with weak prev links, and deinit counting
var freed = 0
final class Node<K: Hashable, V> {
    let key: K
    var value: V
    var next: Node?
    weak var prev: Node?
    init(_ key: K, _ value: V) { self.key = key; self.value = value }
    deinit { freed += 1 }
}

final class LRUCache<K: Hashable, V> {
    private let capacity: Int
    private var map: [K: Node<K, V>] = [:]
    private var head: Node<K, V>?
    private var tail: Node<K, V>?

    init(capacity: Int) { self.capacity = capacity }

    private func unlink(_ n: Node<K, V>) {
        if let p = n.prev { p.next = n.next } else { head = n.next }
        if let nx = n.next { nx.prev = n.prev } else { tail = n.prev }
        n.prev = nil; n.next = nil
    }

    private func pushFront(_ n: Node<K, V>) {
        n.next = head
        head?.prev = n
        head = n
        if tail == nil { tail = n }
    }

    func get(_ key: K) -> V? {
        guard let n = map[key] else { return nil }
        unlink(n); pushFront(n)
        return n.value
    }

    func put(_ key: K, _ value: V) {
        if let n = map[key] {
            n.value = value
            unlink(n); pushFront(n)
            return
        }
        let n = Node(key, value)
        map[key] = n
        pushFront(n)
        if map.count > capacity, let last = tail {
            unlink(last)
            map[last.key] = nil
        }
    }

    var keysByRecency: [K] {
        var out: [K] = []
        var cur = head
        while let c = cur { out.append(c.key); cur = c.next }
        return out
    }
}

let cache = LRUCache<Int, String>(capacity: 2)
cache.put(1, "one")
cache.put(2, "two")
print(cache.get(1) as Any, cache.keysByRecency)
cache.put(3, "three")
print(cache.get(2) as Any, cache.keysByRecency, "freed:", freed)
cache.put(4, "four")
print(cache.get(1) as Any, cache.get(3) as Any, cache.get(4) as Any, cache.keysByRecency)
cache.put(3, "THREE")
print(cache.get(3) ?? "-", cache.keysByRecency, "freed:", freed)
do {
    let words = LRUCache<String, Int>(capacity: 3)
    for w in "the quick brown the lazy dog the end".split(separator: " ") {
        words.put(String(w), (words.get(String(w)) ?? 0) + 1)
    }
    print(words.keysByRecency, words.get("the") as Any)
}
print("freed total:", freed)

// expect: Optional("one") [1, 2]
// expect: nil [3, 1] freed: 1
// expect: nil Optional("three") Optional("four") [4, 3]
// expect: THREE [3, 4] freed: 2
// expect: ["end", "the", "dog"] Optional(3)
// expect: freed total: 8
