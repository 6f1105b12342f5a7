// Swift by Sundell style (type erasure): a protocol with an associated type and an AnyX wrapper built from closures
protocol Cache {
    associatedtype Key: Hashable
    associatedtype Value
    mutating func insert(_ value: Value, forKey key: Key)
    func value(forKey key: Key) -> Value?
    var entryCount: Int { get }
}

struct DictionaryCache<Key: Hashable, Value>: Cache {
    private var storage: [Key: Value] = [:]
    mutating func insert(_ value: Value, forKey key: Key) { storage[key] = value }
    func value(forKey key: Key) -> Value? { storage[key] }
    var entryCount: Int { storage.count }
}

struct LimitedCache<Key: Hashable, Value>: Cache {
    let limit: Int
    private var keys: [Key] = []
    private var storage: [Key: Value] = [:]
    init(limit: Int) { self.limit = limit }
    mutating func insert(_ value: Value, forKey key: Key) {
        if storage[key] == nil { keys.append(key) }
        storage[key] = value
        if keys.count > limit {
            let evicted = keys.removeFirst()
            storage[evicted] = nil
        }
    }
    func value(forKey key: Key) -> Value? { storage[key] }
    var entryCount: Int { storage.count }
}

final class CacheBox<C: Cache> {
    var base: C
    init(_ b: C) { base = b }
}

struct AnyCache<Key: Hashable, Value>: Cache {
    private var _insert: (Value, Key) -> Void
    private let _value: (Key) -> Value?
    private let _count: () -> Int
    let name: String

    init<C: Cache>(_ base: C) where C.Key == Key, C.Value == Value {
        let box = CacheBox(base)
        _insert = { v, k in box.base.insert(v, forKey: k) }
        _value = { box.base.value(forKey: $0) }
        _count = { box.base.entryCount }
        name = String(describing: C.self)
    }
    mutating func insert(_ value: Value, forKey key: Key) { _insert(value, key) }
    func value(forKey key: Key) -> Value? { _value(key) }
    var entryCount: Int { _count() }
}

var caches: [AnyCache<String, Int>] = [
    AnyCache(DictionaryCache<String, Int>()),
    AnyCache(LimitedCache<String, Int>(limit: 2)),
]
for i in caches.indices {
    for (n, word) in ["one", "two", "three", "two"].enumerated() {
        caches[i].insert(n + 1, forKey: word)
    }
}
for cache in caches {
    print(cache.name)
    print("  count:", cache.entryCount)
    print("  one:", cache.value(forKey: "one") as Any, "two:", cache.value(forKey: "two") as Any)
    print("  three:", cache.value(forKey: "three").map { $0 * 10 } ?? 0)
}
print(type(of: caches))
func fill<C: Cache>(_ c: inout C, with pairs: [(C.Key, C.Value)]) -> Int {
    for (k, v) in pairs { c.insert(v, forKey: k) }
    return c.entryCount
}
var plain = DictionaryCache<Int, String>()
print(fill(&plain, with: [(1, "a"), (2, "b"), (1, "c")]), plain.value(forKey: 1) ?? "-")

// expect: DictionaryCache<String, Int>
// expect:   count: 3
// expect:   one: Optional(1) two: Optional(4)
// expect:   three: 30
// expect: LimitedCache<String, Int>
// expect:   count: 2
// expect:   one: nil two: Optional(4)
// expect:   three: 30
// expect: Array<AnyCache<String, Int>>
// expect: 2 c
