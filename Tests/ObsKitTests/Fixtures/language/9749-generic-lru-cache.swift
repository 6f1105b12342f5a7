// Everyday utility, generic LRU cache: generic class with Hashable constraint, doubly linked list nodes with weak/strong refs, eviction callback closure, subscript get/set, hit-rate stats
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        weak var prev: Node?
        var next: Node?
        init(key: Key, value: Value) { self.key = key; self.value = value }
    }
    let capacity: Int
    private var map: [Key: Node] = [:]
    private var head: Node?, tail: Node?   // most / least recently used
    private(set) var hits = 0, misses = 0
    var onEvict: ((Key, Value) -> Void)?
    init(capacity: Int) { precondition(capacity > 0); self.capacity = capacity }
    var count: Int { map.count }
    subscript(key: Key) -> Value? {
        get {
            guard let node = map[key] else { misses += 1; return nil }
            hits += 1
            moveToFront(node)
            return node.value
        }
        set {
            if let v = newValue { insert(key, v) } else { remove(key) }
        }
    }
    private func insert(_ key: Key, _ value: Value) {
        if let node = map[key] { node.value = value; moveToFront(node); return }
        let node = Node(key: key, value: value)
        map[key] = node
        attachFront(node)
        if map.count > capacity, let lru = tail {
            remove(lru.key)
            onEvict?(lru.key, lru.value)
        }
    }
    private func remove(_ key: Key) {
        guard let node = map.removeValue(forKey: key) else { return }
        detach(node)
    }
    private func detach(_ node: Node) {
        if let p = node.prev { p.next = node.next } else { head = node.next }
        if let n = node.next { n.prev = node.prev } else { tail = node.prev }
        node.prev = nil; node.next = nil
    }
    private func attachFront(_ node: Node) {
        node.next = head
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }
    private func moveToFront(_ node: Node) {
        guard head !== node else { return }
        detach(node)
        attachFront(node)
    }
    var keysByRecency: [Key] {
        var out: [Key] = []
        var cur = head
        while let n = cur { out.append(n.key); cur = n.next }
        return out
    }
}

func slowSquare(_ n: Int, cache: LRUCache<Int, Int>) -> Int {
    if let v = cache[n] { return v }
    cache[n] = n * n
    return n * n
}

let cache = LRUCache<String, Int>(capacity: 3)
cache.onEvict = { key, value in print("evicted \(key)=\(value)") }
for (key, value) in [("a", 1), ("b", 2), ("c", 3)] { cache[key] = value }
print("recency: \(cache.keysByRecency)")
_ = cache["a"]
cache["d"] = 4
print("recency: \(cache.keysByRecency)")
cache["c"] = 30
cache["e"] = 5
print("b present? \(cache["b"] != nil), c=\(cache["c"] ?? -1)")
cache["c"] = nil
print("recency: \(cache.keysByRecency), count \(cache.count), hits \(cache.hits), misses \(cache.misses)")

let squares = LRUCache<Int, Int>(capacity: 4)
let requests = [1, 2, 3, 1, 4, 5, 1, 2, 6, 1]
let results = requests.map { slowSquare($0, cache: squares) }
print("results: \(results)")
print("hit rate: \(squares.hits)/\(squares.hits + squares.misses), kept: \(squares.keysByRecency)")
// expect: recency: ["c", "b", "a"]
// expect: evicted b=2
// expect: recency: ["d", "a", "c"]
// expect: evicted a=1
// expect: b present? false, c=30
// expect: recency: ["e", "d"], count 2, hits 2, misses 1
// expect: results: [1, 4, 9, 1, 16, 25, 1, 4, 36, 1]
// expect: hit rate: 3/10, kept: [1, 6, 2, 5]
