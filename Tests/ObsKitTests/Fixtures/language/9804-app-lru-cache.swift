// Small app logic: an LRU cache built on a doubly linked list and a dictionary
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
    private var head: Node?   // most recently used
    private var tail: Node?   // least recently used
    private(set) var hits = 0, misses = 0
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    var count: Int { map.count }

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
            if let value = newValue { put(key, value) } else if let node = map.removeValue(forKey: key) { unlink(node) }
        }
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
            onEvict?(lru.key, lru.value)
        }
        let node = Node(key: key, value: value)
        map[key] = node
        pushFront(node)
    }

    var keysByRecency: [Key] {
        var out: [Key] = []
        var cursor = head
        while let n = cursor { out.append(n.key); cursor = n.next }
        return out
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
var evicted: [String] = []
cache.onEvict = { key, value in evicted.append("\(key)=\(value)") }

cache.put("a", 1)
cache.put("b", 2)
cache.put("c", 3)
print(cache.keysByRecency)
print("get a:", cache["a"] ?? -1)
cache.put("d", 4)
print(cache.keysByRecency, "evicted:", evicted)
print("get b:", cache["b"] as Any)
cache["c"] = 30
cache.put("e", 5)
print(cache.keysByRecency, "evicted:", evicted)
cache["e"] = nil
print(cache.keysByRecency, "count:", cache.count)

// Memoising an expensive function through the cache
let fibCache = LRUCache<Int, Int>(capacity: 100)
var calls = 0
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let v = fibCache[n] { return v }
    calls += 1
    let v = fib(n - 1) + fib(n - 2)
    fibCache.put(n, v)
    return v
}
print("fib(50) =", fib(50), "computed", calls, "values")
print("hits:", fibCache.hits, "misses:", fibCache.misses)

// Access pattern simulation
let small = LRUCache<Int, String>(capacity: 2)
for k in [1, 2, 1, 3, 1, 2, 2, 4] {
    if small[k] == nil { small.put(k, "v\(k)") }
}
print("pattern hits \(small.hits), misses \(small.misses), final \(small.keysByRecency)")

// expect: ["c", "b", "a"]
// expect: get a: 1
// expect: ["d", "a", "c"] evicted: ["b=2"]
// expect: get b: nil
// expect: ["e", "c", "d"] evicted: ["b=2", "a=1"]
// expect: ["c", "d"] count: 2
// expect: fib(50) = 12586269025 computed 49 values
// expect: hits: 47 misses: 49
// expect: pattern hits 3, misses 5, final [4, 2]
