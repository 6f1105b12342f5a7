// Compiler test style (concurrency): effectful read-only properties and subscripts (get async/throws)
enum StoreError: Error { case missing(String) }

struct Inventory {
    private let stock: [String: Int]
    init(_ stock: [String: Int]) { self.stock = stock }

    var totalUnits: Int {
        get async { stock.values.reduce(0, +) }
    }

    var mostStocked: String {
        get async throws {
            guard let best = stock.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
                throw StoreError.missing("empty inventory")
            }
            return best.key
        }
    }

    subscript(item: String) -> Int {
        get async throws {
            guard let n = stock[item] else { throw StoreError.missing(item) }
            return n
        }
    }
}

protocol RemoteValue {
    var current: Int { get async }
}

struct Thermometer: RemoteValue {
    let base: Int
    var current: Int { get async { base + 3 } }
}

actor Cache: RemoteValue {
    var hits = 0
    var current: Int {
        hits += 1
        return hits * 100
    }
}

let inv = Inventory(["apples": 12, "pears": 5, "plums": 12])
print("total:", await inv.totalUnits)
print("most:", try await inv.mostStocked)
print("pears:", try await inv["pears"])
do {
    _ = try await inv["mangoes"]
} catch StoreError.missing(let what) {
    print("missing:", what)
}
do {
    _ = try await Inventory([:]).mostStocked
} catch {
    print("error:", error)
}

let sources: [any RemoteValue] = [Thermometer(base: 18), Cache(), Thermometer(base: -5)]
for s in sources {
    print("current:", await s.current)
}
let cache = Cache()
_ = await cache.current
_ = await cache.current
print("cache third read:", await cache.current)
print("hits:", await cache.hits)

// expect: total: 29
// expect: most: apples
// expect: pears: 5
// expect: missing: mangoes
// expect: error: missing("empty inventory")
// expect: current: 21
// expect: current: 100
// expect: current: -2
// expect: cache third read: 300
// expect: hits: 3
