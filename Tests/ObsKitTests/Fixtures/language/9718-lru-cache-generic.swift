// Kodeco-style tutorial: a generic LRU cache built from a Dictionary and a doubly linked list of classes, Hashable constraints, CustomStringConvertible, eviction callbacks
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(key: Key, value: Value) { self.key = key; self.value = value }
    }

    private var map: [Key: Node] = [:]
    private var head: Node?   // most recently used
    private var tail: Node?   // least recently used
    let capacity: Int
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) { precondition(capacity > 0); self.capacity = capacity }

    var count: Int { map.count }

    subscript(key: Key) -> Value? {
        get {
            guard let node = map[key] else { return nil }
            moveToFront(node)
            return node.value
        }
        set {
            if let value = newValue { insert(key, value) } else { remove(key) }
        }
    }

    private func insert(_ key: Key, _ value: Value) {
        if let node = map[key] { node.value = value; moveToFront(node); return }
        let node = Node(key: key, value: value)
        map[key] = node
        attachFront(node)
        if map.count > capacity, let lru = tail {
            detach(lru)
            map[lru.key] = nil
            onEvict?(lru.key, lru.value)
        }
    }

    private func remove(_ key: Key) { if let node = map.removeValue(forKey: key) { detach(node) } }

    private func attachFront(_ node: Node) {
        (node.next, node.prev) = (head, nil)
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }
    private func detach(_ node: Node) {
        if let p = node.prev { p.next = node.next } else { head = node.next }
        if let n = node.next { n.prev = node.prev } else { tail = node.prev }
        (node.prev, node.next) = (nil, nil)
    }
    private func moveToFront(_ node: Node) { detach(node); attachFront(node) }

    var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = head
        while let node = cursor { keys.append(node.key); cursor = node.next }
        return keys
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache.onEvict = { key, value in print("evicted \(key)=\(value)") }
cache["a"] = 1
cache["b"] = 2
cache["c"] = 3
print(cache.keysByRecency)
_ = cache["a"]
cache["d"] = 4
print(cache.keysByRecency, cache.count)
cache["c"] = 30
cache["e"] = 5
print(cache.keysByRecency)
cache["c"] = nil
print(cache.keysByRecency, cache["c"] as Any, cache["e"] ?? 0)

let squares = LRUCache<Int, String>(capacity: 2)
let lookups = [3, 4, 3, 5, 4, 3].map { n -> String in
    if let hit = squares[n] { return hit + "*" }
    squares[n] = String(n * n)
    return String(n * n)
}
print(lookups)

// expect: ["c", "b", "a"]
// expect: evicted b=2
// expect: ["d", "a", "c"] 3
// expect: evicted a=1
// expect: ["e", "c", "d"]
// expect: ["e", "d"] nil 5
// expect: ["9", "16", "9*", "25", "16", "9"]
