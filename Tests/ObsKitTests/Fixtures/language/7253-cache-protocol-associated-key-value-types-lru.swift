// App architecture style (cache protocol): a Cache protocol with associated key and value types, an LRU implementation by ordered keys, and some/any use sites
protocol Cache {
    associatedtype Key: Hashable
    associatedtype Value
    mutating func insert(_ value: Value, for key: Key)
    mutating func value(for key: Key) -> Value?
    var count: Int { get }
}

struct LRU<Key: Hashable, Value>: Cache {
    let limit: Int
    private var values: [Key: Value] = [:]
    private var order: [Key] = []
    private(set) var hits = 0
    private(set) var misses = 0
    init(limit: Int) { self.limit = limit }

    mutating func insert(_ value: Value, for key: Key) {
        if values.updateValue(value, forKey: key) != nil { order.removeAll { $0 == key } }
        order.append(key)
        while order.count > limit { values[order.removeFirst()] = nil }
    }
    mutating func value(for key: Key) -> Value? {
        guard let v = values[key] else { misses += 1; return nil }
        hits += 1
        order.removeAll { $0 == key }
        order.append(key)
        return v
    }
    var count: Int { values.count }
    var keysOldestFirst: [Key] { order }
}

extension Cache where Value == String {
    mutating func cached(_ key: Key, orCompute make: () -> String) -> String {
        if let v = value(for: key) { return v }
        let v = make()
        insert(v, for: key)
        return v
    }
}

func makeCache() -> some Cache { LRU<Int, Double>(limit: 2) }

var names = LRU<Int, String>(limit: 3)
var computeCalls = 0
func render(_ id: Int) -> String {
    names.cached(id) { computeCalls += 1; return "user-\(id * 11)" }
}
for id in [1, 2, 1, 3, 4, 2, 1, 5, 1] {
    let s = render(id)
    print("id \(id) -> \(s) keys=\(names.keysOldestFirst) computed=\(computeCalls)")
}
print("hits \(names.hits) misses \(names.misses)")

var opaque = makeCache()
print("opaque count:", opaque.count)
let caches: [any Cache] = [names, opaque, LRU<String, Bool>(limit: 1)]
print(caches.map(\.count))

// expect: id 1 -> user-11 keys=[1] computed=1
// expect: id 2 -> user-22 keys=[1, 2] computed=2
// expect: id 1 -> user-11 keys=[2, 1] computed=2
// expect: id 3 -> user-33 keys=[2, 1, 3] computed=3
// expect: id 4 -> user-44 keys=[1, 3, 4] computed=4
// expect: id 2 -> user-22 keys=[3, 4, 2] computed=5
// expect: id 1 -> user-11 keys=[4, 2, 1] computed=6
// expect: id 5 -> user-55 keys=[2, 1, 5] computed=7
// expect: id 1 -> user-11 keys=[2, 5, 1] computed=7
// expect: hits 2 misses 7
// expect: opaque count: 0
// expect: [3, 0, 0]
