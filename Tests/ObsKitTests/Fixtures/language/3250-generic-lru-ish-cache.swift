// App code style: generic LRU-ish cache with Hashable keys and subscript get/set
struct Cache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? {
        get { values[key] }
        set {
            if let newValue {
                if values[key] == nil {
                    order.append(key)
                } else {
                    order.removeAll { $0 == key }
                    order.append(key)
                }
                values[key] = newValue
                if order.count > capacity {
                    let evicted = order.removeFirst()
                    values[evicted] = nil
                    print("evicted \(evicted)")
                }
            } else {
                values[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }

    var keys: [Key] { order }
}

var cache = Cache<String, Int>(capacity: 3)
cache["a"] = 1
cache["b"] = 2
cache["c"] = 3
print(cache.keys)
cache["a"] = 10
print(cache.keys)
cache["d"] = 4
print(cache.keys)
print(cache["b"] as Any, cache["a"] ?? 0)
cache["c"] = nil
print(cache.keys)
cache["e"] = 5
cache["f"] = 6
print(cache.keys)

var squares = Cache<Int, String>(capacity: 2)
for n in 1...4 {
    squares[n] = String(n * n)
}
print(squares.keys.map { squares[$0]! })
// expect: ["a", "b", "c"]
// expect: ["b", "c", "a"]
// expect: evicted b
// expect: ["c", "a", "d"]
// expect: nil 10
// expect: ["a", "d"]
// expect: evicted a
// expect: ["d", "e", "f"]
// expect: evicted 1
// expect: evicted 2
// expect: ["9", "16"]
