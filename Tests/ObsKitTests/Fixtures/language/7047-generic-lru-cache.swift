// Generics and classes: an LRU cache with Hashable keys, eviction callbacks and stats
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(key: Key, value: Value) { self.key = key; self.value = value }
    }

    let capacity: Int
    private var map: [Key: Node] = [:]
    private var head: Node?
    private var tail: Node?
    private(set) var hits = 0, misses = 0
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) { precondition(capacity > 0); self.capacity = capacity }

    var count: Int { map.count }
    var keysByRecency: [Key] {
        var out: [Key] = []
        var n = head
        while let node = n { out.append(node.key); n = node.next }
        return out
    }

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

    subscript(key: Key) -> Value? {
        get {
            guard let node = map[key] else { misses += 1; return nil }
            hits += 1
            unlink(node); pushFront(node)
            return node.value
        }
        set {
            if let node = map[key] {
                unlink(node)
                map[key] = nil
                if let newValue { node.value = newValue; pushFront(node); map[key] = node }
                return
            }
            guard let newValue else { return }
            if map.count == capacity, let last = tail {
                unlink(last)
                map[last.key] = nil
                onEvict?(last.key, last.value)
            }
            let node = Node(key: key, value: newValue)
            pushFront(node)
            map[key] = node
        }
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache.onEvict = { print("evicted \($0)=\($1)") }
for (k, v) in zip(["a", "b", "c"], [1, 2, 3]) { cache[k] = v }
_ = cache["a"]
cache["d"] = 4
print(cache.keysByRecency, cache["b"] as Any, cache["c"] ?? 0)
cache["a"] = nil
cache["e"] = 5; cache["f"] = 6
print(cache.keysByRecency, cache.count, "hits \(cache.hits) misses \(cache.misses)")
// expect: evicted b=2
// expect: ["d", "a", "c"] nil 3
// expect: evicted d=4
// expect: ["f", "e", "c"] 3 hits 2 misses 1
