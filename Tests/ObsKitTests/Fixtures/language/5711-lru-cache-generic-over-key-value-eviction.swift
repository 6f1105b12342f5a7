// Swift by Sundell style (generic caches): an LRU cache generic over key and value, with eviction callbacks
final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    private let capacity: Int
    var onEvict: ((Key, Value) -> Void)?
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get {
            guard let value = storage[key] else { misses += 1; return nil }
            hits += 1
            touch(key)
            return value
        }
        set {
            if let newValue = newValue {
                storage[key] = newValue
                touch(key)
                if order.count > capacity {
                    let victim = order.removeFirst()
                    if let old = storage.removeValue(forKey: victim) { onEvict?(victim, old) }
                }
            } else {
                storage[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    var keysByRecency: [Key] { order }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache.onEvict = { key, value in print("evicted \(key)=\(value)") }
for (i, word) in ["alpha", "beta", "gamma"].enumerated() { cache[word] = i }
_ = cache["alpha"]
cache["delta"] = 3
print(cache.keysByRecency)
print(cache["beta"] as Any, cache["gamma"] ?? -1)
cache["gamma"] = nil
cache["eps"] = 4
cache["zeta"] = 5
print(cache.keysByRecency, "hits:", cache.hits, "misses:", cache.misses)

func cached<K: Hashable, V>(_ cache: LRUCache<K, V>, _ key: K, compute: (K) -> V) -> V {
    if let hit = cache[key] { return hit }
    let value = compute(key)
    cache[key] = value
    return value
}
let squares = LRUCache<Int, Int>(capacity: 2)
let results = [3, 4, 3, 5, 4].map { cached(squares, $0) { n in print("computing \(n)"); return n * n } }
print(results)

// expect: evicted beta=1
// expect: ["gamma", "alpha", "delta"]
// expect: nil 2
// expect: evicted alpha=0
// expect: ["delta", "eps", "zeta"] hits: 2 misses: 1
// expect: computing 3
// expect: computing 4
// expect: computing 5
// expect: computing 4
// expect: [9, 16, 9, 25, 16]
