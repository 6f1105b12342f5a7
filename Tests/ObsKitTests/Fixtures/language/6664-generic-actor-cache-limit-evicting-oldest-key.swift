// WWDC style (generic actor): a generic actor cache with a limit, evicting the oldest key
actor LimitedCache<Key: Hashable & Sendable & Comparable, Value: Sendable> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    private let limit: Int
    private(set) var evicted: [Key] = []

    init(limit: Int) {
        self.limit = limit
    }

    func insert(_ value: Value, for key: Key) {
        if storage[key] == nil {
            order.append(key)
        }
        storage[key] = value
        if order.count > limit {
            let oldest = order.removeFirst()
            storage[oldest] = nil
            evicted.append(oldest)
        }
    }

    func value(for key: Key) -> Value? {
        storage[key]
    }

    func keys() -> [Key] {
        storage.keys.sorted()
    }
}

let cache = LimitedCache<String, Int>(limit: 3)
for (word, n) in [("one", 1), ("two", 2), ("three", 3), ("four", 4), ("two", 22), ("five", 5)] {
    await cache.insert(n, for: word)
}
print("keys:", await cache.keys())
print("evicted:", await cache.evicted)
print("two =", await cache.value(for: "two") ?? -1)
print("one =", await cache.value(for: "one") ?? -1)

let numbers = LimitedCache<Int, [String]>(limit: 2)
await numbers.insert(["a"], for: 1)
await numbers.insert(["b", "c"], for: 2)
print(await numbers.value(for: 2) ?? [], await numbers.keys())

// expect: keys: ["five", "four", "three"]
// expect: evicted: ["one", "two"]
// expect: two = -1
// expect: one = -1
// expect: ["b", "c"] [1, 2]
