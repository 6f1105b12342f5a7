// App code style: cache with a pluggable eviction policy protocol (LRU and FIFO)
protocol EvictionPolicy {
    associatedtype Key: Hashable
    mutating func touched(_ key: Key)
    mutating func inserted(_ key: Key)
    mutating func victim() -> Key?
}

struct LRU<Key: Hashable>: EvictionPolicy {
    private var order: [Key] = []
    mutating func touched(_ key: Key) { order.removeAll { $0 == key }; order.append(key) }
    mutating func inserted(_ key: Key) { touched(key) }
    mutating func victim() -> Key? { order.isEmpty ? nil : order.removeFirst() }
}

struct FIFO<Key: Hashable>: EvictionPolicy {
    private var queue: [Key] = []
    mutating func touched(_ key: Key) {}
    mutating func inserted(_ key: Key) { queue.append(key) }
    mutating func victim() -> Key? { queue.isEmpty ? nil : queue.removeFirst() }
}

struct Cache<Policy: EvictionPolicy, Value> {
    typealias Key = Policy.Key
    let capacity: Int
    private var storage: [Key: Value] = [:]
    private var policy: Policy
    private(set) var evicted: [Key] = []
    init(capacity: Int, policy: Policy) { self.capacity = capacity; self.policy = policy }

    mutating func get(_ k: Key) -> Value? {
        guard let v = storage[k] else { return nil }
        policy.touched(k)
        return v
    }
    mutating func put(_ k: Key, _ v: Value) {
        if storage[k] != nil { storage[k] = v; policy.touched(k); return }
        if storage.count == capacity, let out = policy.victim() {
            storage[out] = nil
            evicted.append(out)
        }
        storage[k] = v
        policy.inserted(k)
    }
    var keys: [Key] { Array(storage.keys) }
}

func exercise<P: EvictionPolicy>(_ name: String, _ policy: P) where P.Key == String {
    var cache = Cache<P, Int>(capacity: 3, policy: policy)
    for (i, k) in ["a", "b", "c"].enumerated() { cache.put(k, i) }
    print("\(name) start: \(cache.keys.sorted())")
    _ = cache.get("a")
    cache.put("d", 3)
    print("\(name) after d: \(cache.keys.sorted()) b=\(cache.get("b").map(String.init) ?? "nil")")
    cache.put("e", 4)
    cache.put("a", 10)
    print("\(name): keys=\(cache.keys.sorted()) evicted=\(cache.evicted) a=\(cache.get("a").map(String.init) ?? "nil")")
}
exercise("LRU", LRU<String>())
exercise("FIFO", FIFO<String>())
// expect: LRU start: ["a", "b", "c"]
// expect: LRU after d: ["a", "c", "d"] b=nil
// expect: LRU: keys=["a", "d", "e"] evicted=["b", "c"] a=10
// expect: FIFO start: ["a", "b", "c"]
// expect: FIFO after d: ["b", "c", "d"] b=1
// expect: FIFO: keys=["a", "d", "e"] evicted=["a", "b", "c"] a=10
