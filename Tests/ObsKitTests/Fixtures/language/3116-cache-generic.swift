// App code style: generic Cache<Key: Hashable, Value> with capacity eviction and hit/miss stats
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get {
            if let value = storage[key] {
                hits += 1
                return value
            }
            misses += 1
            return nil
        }
        set {
            if let newValue {
                if storage[key] == nil { order.append(key) }
                storage[key] = newValue
                if order.count > capacity {
                    let evicted = order.removeFirst()
                    storage[evicted] = nil
                    print("evicted \(evicted)")
                }
            } else {
                storage[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }

    func value(for key: Key, orCompute make: () -> Value) -> Value {
        if let cached = self[key] { return cached }
        let value = make()
        self[key] = value
        return value
    }

    var keys: [Key] { order }
}

let cache = Cache<String, Int>(capacity: 3)
for word in ["swift", "kotlin", "go", "swift", "rust", "go"] {
    let length = cache.value(for: word) {
        print("computing \(word)")
        return word.count
    }
    print("\(word) -> \(length)")
}
cache["rust"] = nil
print("keys: \(cache.keys)")
print("hits: \(cache.hits), misses: \(cache.misses)")
// expect: computing swift
// expect: swift -> 5
// expect: computing kotlin
// expect: kotlin -> 6
// expect: computing go
// expect: go -> 2
// expect: swift -> 5
// expect: computing rust
// expect: evicted swift
// expect: rust -> 4
// expect: go -> 2
// expect: keys: ["kotlin", "go"]
// expect: hits: 2, misses: 4
