// App code style: LRU cache for image thumbnails using a dictionary and a doubly linked list
final class CacheNode<Key: Hashable, Value> {
    let key: Key
    var value: Value
    var prev: CacheNode?
    weak var nextWeak: CacheNode?
    var next: CacheNode?
    init(key: Key, value: Value) {
        self.key = key
        self.value = value
    }
}

final class LRUCache<Key: Hashable, Value> {
    private let capacity: Int
    private var map: [Key: CacheNode<Key, Value>] = [:]
    private var head: CacheNode<Key, Value>?
    private var tail: CacheNode<Key, Value>?
    private(set) var evictions: [Key] = []

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    var count: Int { map.count }

    func get(_ key: Key) -> Value? {
        guard let node = map[key] else { return nil }
        moveToFront(node)
        return node.value
    }

    func put(_ key: Key, _ value: Value) {
        if let node = map[key] {
            node.value = value
            moveToFront(node)
            return
        }
        let node = CacheNode(key: key, value: value)
        map[key] = node
        insertAtFront(node)
        if map.count > capacity, let lru = tail {
            unlink(lru)
            map[lru.key] = nil
            evictions.append(lru.key)
        }
    }

    private func insertAtFront(_ node: CacheNode<Key, Value>) {
        node.next = head
        node.prev = nil
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }

    private func unlink(_ node: CacheNode<Key, Value>) {
        if let p = node.prev { p.next = node.next } else { head = node.next }
        if let n = node.next { n.prev = node.prev } else { tail = node.prev }
        node.prev = nil
        node.next = nil
    }

    private func moveToFront(_ node: CacheNode<Key, Value>) {
        guard head !== node else { return }
        unlink(node)
        insertAtFront(node)
    }

    var keysMostRecentFirst: [Key] {
        var out: [Key] = []
        var cur = head
        while let n = cur { out.append(n.key); cur = n.next }
        return out
    }
    var keysLeastRecentFirst: [Key] {
        var out: [Key] = []
        var cur = tail
        while let n = cur { out.append(n.key); cur = n.prev }
        return out
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache.put("a.png", 100)
cache.put("b.png", 200)
cache.put("c.png", 300)
print(cache.keysMostRecentFirst)
print("get a:", cache.get("a.png") ?? -1)
cache.put("d.png", 400)
print("after d:", cache.keysMostRecentFirst, "evicted:", cache.evictions)
print("get b:", cache.get("b.png") as Any)
cache.put("c.png", 333)
print("after update c:", cache.keysMostRecentFirst, cache.keysLeastRecentFirst)
cache.put("e.png", 500)
cache.put("f.png", 600)
print("final:", cache.keysMostRecentFirst, "count:", cache.count)
print("evictions:", cache.evictions.joined(separator: ", "))
print("c value:", cache.get("c.png").map { "\($0)" } ?? "miss")

let small = LRUCache<Int, String>(capacity: 1)
small.put(1, "one"); small.put(2, "two")
print(small.get(1) ?? "nil", small.get(2) ?? "nil", small.evictions)

// expect: ["c.png", "b.png", "a.png"]
// expect: get a: 100
// expect: after d: ["d.png", "a.png", "c.png"] evicted: ["b.png"]
// expect: get b: nil
// expect: after update c: ["c.png", "d.png", "a.png"] ["a.png", "d.png", "c.png"]
// expect: final: ["f.png", "e.png", "c.png"] count: 3
// expect: evictions: b.png, a.png, d.png
// expect: c value: 333
// expect: nil two [1]
