// Swift Evolution style (custom primary associated types): SE-0346/SE-0353 protocol Cache<Key, Value> used as some and any with constraints
protocol Cache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    mutating func insert(_ value: Value, for key: Key)
    func value(for key: Key) -> Value?
    var count: Int { get }
}

struct LRUCache<Key: Hashable, Value>: Cache {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    mutating func insert(_ value: Value, for key: Key) {
        if storage[key] == nil, storage.count == capacity, let oldest = order.first {
            storage[oldest] = nil
            order.removeFirst()
        }
        order.removeAll { $0 == key }
        order.append(key)
        storage[key] = value
    }

    func value(for key: Key) -> Value? { storage[key] }
    var count: Int { storage.count }
}

struct NullCache<Key: Hashable, Value>: Cache {
    mutating func insert(_ value: Value, for key: Key) {}
    func value(for key: Key) -> Value? { nil }
    var count: Int { 0 }
}

func warm(_ cache: inout some Cache<String, Int>, with words: [String]) {
    for w in words {
        cache.insert(w.count, for: w)
    }
}

func makeCache(persistent: Bool) -> any Cache<String, Int> {
    persistent ? LRUCache(capacity: 2) : NullCache()
}

func report(_ cache: any Cache<String, Int>, keys: [String]) -> String {
    keys.map { k in cache.value(for: k).map(String.init) ?? "-" }.joined(separator: " ")
}

var lru = LRUCache<String, Int>(capacity: 3)
warm(&lru, with: ["one", "three", "seven", "eleven"])
print(lru.count, report(lru, keys: ["one", "three", "seven", "eleven"]))

for persistent in [true, false] {
    var c = makeCache(persistent: persistent)
    c.insert(1, for: "a")
    c.insert(2, for: "b")
    c.insert(3, for: "c")
    print(persistent, c.count, report(c, keys: ["a", "b", "c"]))
}

let caches: [any Cache<String, Int>] = [lru, NullCache<String, Int>()]
print(caches.map(\.count))
// expect: 3 - 5 5 6
// expect: true 2 - 2 3
// expect: false 0 - - -
// expect: [3, 0]
