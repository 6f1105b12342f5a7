// Swift Evolution style (SE-0346 primary associated types): a typed cache protocol
protocol Cache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    var count: Int { get }
}

struct MemoryCache<Key: Hashable, Value>: Cache {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if storage[key] == nil, newValue != nil {
                order.append(key)
                if order.count > capacity {
                    let evicted = order.removeFirst()
                    storage[evicted] = nil
                    print("evicted \(evicted)")
                }
            }
            storage[key] = newValue
        }
    }
    var count: Int { storage.count }
}

// Constrained opaque parameter: `some Cache<String, Int>`
func warm(_ cache: inout some Cache<String, Int>, with words: [String]) {
    for w in words { cache[w] = w.count }
}

// Constrained opaque result
func makeCache() -> some Cache<String, Int> {
    MemoryCache<String, Int>(capacity: 3)
}

var cache = makeCache()
warm(&cache, with: ["apple", "fig", "banana", "kiwi"])
print("count:", cache.count)
print(cache["apple"] as Any, cache["kiwi"] as Any)

// Standard library protocols adopted primary associated types too
func average(_ xs: some Collection<Double>) -> Double {
    xs.isEmpty ? 0 : xs.reduce(0, +) / Double(xs.count)
}
print(average([1.0, 2.0, 4.5]))
print(average([Double]()))

func shout(_ words: some Sequence<String>) -> [String] {
    words.map { $0.uppercased() + "!" }
}
print(shout(["hi", "there"]))
print(shout("a-b-c".split(separator: "-").map(String.init)))

// Constrained extensions using the same angle-bracket sugar
extension Collection<Int> {
    var total: Int { reduce(0, +) }
}
print([3, 4, 5].total, (1...4).total)

// Generic where clauses can use it as well
func lengths<C: Cache<String, Int>>(_ c: C, _ keys: [String]) -> [Int] {
    keys.map { c[$0] ?? -1 }
}
print(lengths(cache, ["fig", "banana", "grape"]))

// expect: evicted apple
// expect: count: 3
// expect: nil Optional(4)
// expect: 2.5
// expect: 0.0
// expect: ["HI!", "THERE!"]
// expect: ["A!", "B!", "C!"]
// expect: 12 10
// expect: [3, 6, -1]
