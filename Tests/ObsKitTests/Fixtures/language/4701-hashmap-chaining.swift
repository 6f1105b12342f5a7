// Compiler test style: a hand-rolled hash map with separate chaining, resizing and Sequence conformance
struct ChainedHashMap<Key: Hashable, Value> {
    private var buckets: [[(key: Key, value: Value)]]
    private(set) var count = 0
    private(set) var resizes = 0

    init(capacity: Int = 4) {
        buckets = Array(repeating: [], count: Swift.max(capacity, 1))
    }

    private func bucketIndex(_ key: Key) -> Int {
        var h = key.hashValue % buckets.count
        if h < 0 { h += buckets.count }
        return h
    }

    subscript(key: Key) -> Value? {
        get {
            buckets[bucketIndex(key)].first { $0.key == key }?.value
        }
        set {
            if let v = newValue { set(key, v) } else { remove(key) }
        }
    }

    private mutating func set(_ key: Key, _ value: Value) {
        let i = bucketIndex(key)
        if let j = buckets[i].firstIndex(where: { $0.key == key }) {
            buckets[i][j].value = value
            return
        }
        buckets[i].append((key, value))
        count += 1
        if Double(count) / Double(buckets.count) > 0.75 { grow() }
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        let i = bucketIndex(key)
        guard let j = buckets[i].firstIndex(where: { $0.key == key }) else { return nil }
        count -= 1
        return buckets[i].remove(at: j).value
    }

    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: [], count: old.count * 2)
        count = 0
        resizes += 1
        for bucket in old { for (k, v) in bucket { set(k, v) } }
    }

    var capacity: Int { buckets.count }
    var longestChain: Int { buckets.map(\.count).max() ?? 0 }
}

extension ChainedHashMap: Sequence {
    func makeIterator() -> AnyIterator<(key: Key, value: Value)> {
        var b = 0, e = 0
        let snapshot = buckets
        return AnyIterator {
            while b < snapshot.count {
                if e < snapshot[b].count {
                    defer { e += 1 }
                    return snapshot[b][e]
                }
                b += 1
                e = 0
            }
            return nil
        }
    }
}

extension ChainedHashMap: CustomStringConvertible where Key: Comparable {
    var description: String {
        "{" + sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
}

var stock = ChainedHashMap<String, Int>()
for (item, qty) in [("apple", 3), ("pear", 5), ("fig", 0), ("kiwi", 12), ("plum", 7), ("lime", 1)] {
    stock[item] = qty
}
print(stock)
print("count:", stock.count, "capacity:", stock.capacity, "resizes:", stock.resizes)
stock["apple"] = 10
stock["fig"] = nil
print("apple:", stock["apple"]!, "fig:", stock["fig"] as Any, "missing:", stock["grape"] ?? -1)
print("removed:", stock.remove("kiwi") ?? -1, stock.remove("kiwi") ?? -1)
print(stock, stock.count)
print("total:", stock.reduce(0) { $0 + $1.value })
print("in stock:", stock.filter { $0.value > 4 }.map(\.key).sorted())

var squares = ChainedHashMap<Int, Int>(capacity: 2)
for i in -5...20 { squares[i] = i * i }
print("count:", squares.count, "capacity:", squares.capacity, "resizes:", squares.resizes)
print("sq(-5):", squares[-5]!, "sq(17):", squares[17]!, "sum:", squares.map(\.value).reduce(0, +))
print("chains ok:", squares.longestChain <= squares.count)

// expect: {apple: 3, fig: 0, kiwi: 12, lime: 1, pear: 5, plum: 7}
// expect: count: 6 capacity: 8 resizes: 1
// expect: apple: 10 fig: nil missing: -1
// expect: removed: 12 -1
// expect: {apple: 10, lime: 1, pear: 5, plum: 7} 4
// expect: total: 23
// expect: in stock: ["apple", "pear", "plum"]
// expect: count: 26 capacity: 64 resizes: 5
// expect: sq(-5): 25 sq(17): 289 sum: 2925
// expect: chains ok: true
