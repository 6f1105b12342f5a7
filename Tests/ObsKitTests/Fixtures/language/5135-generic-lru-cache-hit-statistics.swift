// App code style: generic LRU cache with hit statistics
final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) { self.capacity = capacity }

    func value(for key: Key, orCompute compute: (Key) throws -> Value) rethrows -> Value {
        if let v = storage[key] {
            hits += 1
            touch(key)
            return v
        }
        misses += 1
        let v = try compute(key)
        insert(v, for: key)
        return v
    }

    func insert(_ value: Value, for key: Key) {
        if storage[key] != nil {
            touch(key)
        } else {
            order.append(key)
        }
        storage[key] = value
        while order.count > capacity {
            let old = order.removeFirst()
            if let v = storage.removeValue(forKey: old) { onEvict?(old, v) }
        }
    }

    private func touch(_ key: Key) {
        if let i = order.firstIndex(of: key) {
            order.remove(at: i)
            order.append(key)
        }
    }

    var keys: [Key] { order }
}

enum FetchError: Error { case notFound(Int) }

func slowSquare(_ n: Int) -> Int {
    print("  computing \(n)^2")
    return n * n
}

let cache = LRUCache<Int, Int>(capacity: 3)
cache.onEvict = { k, v in print("  evicted \(k) -> \(v)") }
for n in [2, 3, 2, 4, 5, 3, 2, 6] {
    let v = cache.value(for: n, orCompute: slowSquare)
    print("square(\(n)) = \(v), keys now \(cache.keys)")
}
print("hits: \(cache.hits), misses: \(cache.misses)")

let profiles = LRUCache<Int, String>(capacity: 2)
func fetchProfile(_ id: Int) throws -> String {
    guard id % 2 == 0 else { throw FetchError.notFound(id) }
    return "user\(id)"
}
for id in [2, 3, 4, 2, 8] {
    do {
        let p = try profiles.value(for: id, orCompute: fetchProfile)
        print("profile \(id): \(p)")
    } catch FetchError.notFound(let id) {
        print("profile \(id): not found")
    } catch {
        print("other error")
    }
}
print("profile keys: \(profiles.keys), hit rate: \(profiles.hits)/\(profiles.hits + profiles.misses)")

// expect:   computing 2^2
// expect: square(2) = 4, keys now [2]
// expect:   computing 3^2
// expect: square(3) = 9, keys now [2, 3]
// expect: square(2) = 4, keys now [3, 2]
// expect:   computing 4^2
// expect: square(4) = 16, keys now [3, 2, 4]
// expect:   computing 5^2
// expect:   evicted 3 -> 9
// expect: square(5) = 25, keys now [2, 4, 5]
// expect:   computing 3^2
// expect:   evicted 2 -> 4
// expect: square(3) = 9, keys now [4, 5, 3]
// expect:   computing 2^2
// expect:   evicted 4 -> 16
// expect: square(2) = 4, keys now [5, 3, 2]
// expect:   computing 6^2
// expect:   evicted 5 -> 25
// expect: square(6) = 36, keys now [3, 2, 6]
// expect: hits: 1, misses: 7
// expect: profile 2: user2
// expect: profile 3: not found
// expect: profile 4: user4
// expect: profile 2: user2
// expect: profile 8: user8
// expect: profile keys: [2, 8], hit rate: 1/5
