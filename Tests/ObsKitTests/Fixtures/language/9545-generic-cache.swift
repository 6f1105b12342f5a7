// Generic LRU-ish cache class with a capacity, hit/miss statistics and a value-producing fallback closure (expected output from swiftc 6.3.1 on Linux)
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get {
            guard let v = storage[key] else { misses += 1; return nil }
            hits += 1
            touch(key)
            return v
        }
        set {
            if let newValue {
                if storage[key] == nil && storage.count == capacity {
                    let evicted = order.removeFirst()
                    storage[evicted] = nil
                    print("  evicted \(evicted)")
                }
                storage[key] = newValue
                touch(key)
            } else {
                storage[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }

    func value(for key: Key, orMake make: (Key) -> Value) -> Value {
        if let v = self[key] { return v }
        let v = make(key)
        self[key] = v
        return v
    }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    var keysByRecency: [Key] { order }
    var hitRate: String { "\(hits)/\(hits + misses)" }
}

let squares = Cache<Int, Int>(capacity: 3)
for n in [2, 3, 2, 4, 5, 3, 2] {
    let v = squares.value(for: n) { k in
        print("  computing \(k)")
        return k * k
    }
    print("\(n) -> \(v)")
}
print("keys:", squares.keysByRecency, "hit rate:", squares.hitRate)

let names = Cache<String, [String]>(capacity: 2)
names["fruits"] = ["apple", "fig"]
names["veg"] = ["leek"]
names["fruits"]?.append("kiwi")
names["nuts"] = ["pecan"]
print(names["fruits"] ?? [], names["veg"] ?? ["(gone)"], names.keysByRecency)
names["fruits"] = nil
print(names.keysByRecency, names.hitRate)

// expect:   computing 2
// expect: 2 -> 4
// expect:   computing 3
// expect: 3 -> 9
// expect: 2 -> 4
// expect:   computing 4
// expect: 4 -> 16
// expect:   computing 5
// expect:   evicted 3
// expect: 5 -> 25
// expect:   computing 3
// expect:   evicted 2
// expect: 3 -> 9
// expect:   computing 2
// expect:   evicted 4
// expect: 2 -> 4
// expect: keys: [5, 3, 2] hit rate: 1/7
// expect:   evicted veg
// expect: ["apple", "fig", "kiwi"] ["(gone)"] ["nuts", "fruits"]
// expect: ["nuts"] 2/3
