// LRU cache with a dictionary plus doubly linked list (LeetCode 146 style)
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(key: Key, value: Value) { self.key = key; self.value = value }
    }

    private let capacity: Int
    private var map: [Key: Node] = [:]
    private var head: Node?
    private var tail: Node?
    private(set) var evictions: [Key] = []

    init(capacity: Int) { self.capacity = max(1, capacity) }

    private func unlink(_ node: Node) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
        if head === node { head = node.next }
        if tail === node { tail = node.prev }
        node.prev = nil; node.next = nil
    }

    private func pushFront(_ node: Node) {
        node.next = head
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }

    func get(_ key: Key) -> Value? {
        guard let node = map[key] else { return nil }
        unlink(node); pushFront(node)
        return node.value
    }

    func put(_ key: Key, _ value: Value) {
        if let node = map[key] {
            node.value = value
            unlink(node); pushFront(node)
            return
        }
        if map.count == capacity, let lru = tail {
            unlink(lru)
            map[lru.key] = nil
            evictions.append(lru.key)
        }
        let node = Node(key: key, value: value)
        map[key] = node
        pushFront(node)
    }

    var keysMostRecentFirst: [Key] {
        var keys: [Key] = []
        var cur = head
        while let n = cur { keys.append(n.key); cur = n.next }
        return keys
    }
}

let cache = LRUCache<Int, String>(capacity: 2)
cache.put(1, "one")
cache.put(2, "two")
print(cache.get(1) ?? "miss")
cache.put(3, "three")
print(cache.get(2) ?? "miss")
cache.put(4, "four")
print([1, 3, 4].map { cache.get($0) ?? "miss" })
print("order:", cache.keysMostRecentFirst, "evicted:", cache.evictions)

let pages = LRUCache<String, Int>(capacity: 3)
for (i, p) in ["home", "about", "home", "blog", "shop", "about"].enumerated() { pages.put(p, i) }
print(pages.keysMostRecentFirst, pages.evictions)
// expect: one
// expect: miss
// expect: ["miss", "three", "four"]
// expect: order: [4, 3] evicted: [2, 1]
// expect: ["about", "shop", "blog"] ["about", "home"]
