// Generics in app code: a generic cache class `Cache<Key: Hashable, Value>` with a loader closure, hit/miss counting, eviction order, and two instantiations.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    private let capacity: Int
    private let loader: (Key) -> Value
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int, loader: @escaping (Key) -> Value) {
        self.capacity = capacity
        self.loader = loader
    }

    func value(for key: Key) -> Value {
        if let v = storage[key] {
            hits += 1
            order.removeAll { $0 == key }
            order.append(key)
            return v
        }
        misses += 1
        let v = loader(key)
        storage[key] = v
        order.append(key)
        if order.count > capacity {
            let evicted = order.removeFirst()
            storage[evicted] = nil
            print("evicted \(evicted)")
        }
        return v
    }

    var keys: [Key] { order }
}

let squares = Cache<Int, Int>(capacity: 2) { n in
    print("computing \(n)")
    return n * n
}
print(squares.value(for: 3), squares.value(for: 4), squares.value(for: 3))
print(squares.value(for: 5))
print(squares.keys, squares.hits, squares.misses)

let lengths = Cache<String, Int>(capacity: 10) { $0.count }
for w in ["tea", "milk", "tea", "tea"] { _ = lengths.value(for: w) }
print(lengths.hits, lengths.misses, type(of: lengths))

// expect: computing 3
// expect: computing 4
// expect: 9 16 9
// expect: computing 5
// expect: evicted 4
// expect: 25
// expect: [3, 5] 1 3
// expect: 2 2 Cache<String, Int>
