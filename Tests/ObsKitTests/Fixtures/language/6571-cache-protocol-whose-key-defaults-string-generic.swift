// WWDC Design protocol interfaces style (associated type with default): a Cache protocol whose Key defaults to String, with a generic memoize helper
protocol Cache {
    associatedtype Key: Hashable = String
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    var keys: [Key] { get }
}

struct MemoryCache<Value>: Cache {
    private var storage: [String: Value] = [:]
    subscript(key: String) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    var keys: [String] { storage.keys.sorted() }
}

struct SlotCache: Cache {
    typealias Key = Int
    private var slots = [String?](repeating: nil, count: 4)
    subscript(key: Int) -> String? {
        get { slots[key % 4] }
        set { slots[key % 4] = newValue }
    }
    var keys: [Int] { slots.indices.filter { slots[$0] != nil } }
}

func memoize<C: Cache>(_ cache: inout C, _ key: C.Key, compute: () -> C.Value) -> C.Value {
    if let hit = cache[key] {
        print("  hit \(key)")
        return hit
    }
    let value = compute()
    cache[key] = value
    print("  miss \(key)")
    return value
}

var squares = MemoryCache<Int>()
for word in ["four", "two", "four"] {
    let v = memoize(&squares, word) { word.count * word.count }
    print(word, v)
}
print(squares.keys)

var slots = SlotCache()
print(memoize(&slots, 1) { "one" }, memoize(&slots, 5) { "five" }, memoize(&slots, 2) { "two" })
print(slots.keys, MemoryCache<Int>.Key.self, SlotCache.Key.self)

// expect:   miss four
// expect: four 16
// expect:   miss two
// expect: two 9
// expect:   hit four
// expect: four 16
// expect: ["four", "two"]
// expect:   miss 1
// expect:   hit 5
// expect:   miss 2
// expect: one one two
// expect: [1, 2] String Int
