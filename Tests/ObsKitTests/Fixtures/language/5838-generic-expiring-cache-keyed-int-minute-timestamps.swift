// Hacking with Swift style (cache): a generic expiring cache keyed by Int-minute timestamps plus a memoizing function wrapper
struct ExpiringCache<Key: Hashable, Value> {
    private struct Entry {
        let value: Value
        let expiresAt: Int
    }
    private var storage: [Key: Entry] = [:]
    let lifetime: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(lifetime: Int) { self.lifetime = lifetime }

    mutating func insert(_ value: Value, for key: Key, now: Int) {
        storage[key] = Entry(value: value, expiresAt: now + lifetime)
    }

    mutating func value(for key: Key, now: Int) -> Value? {
        guard let entry = storage[key] else { misses += 1; return nil }
        guard now < entry.expiresAt else {
            storage.removeValue(forKey: key)
            misses += 1
            return nil
        }
        hits += 1
        return entry.value
    }

    mutating func purge(now: Int) -> Int {
        let before = storage.count
        storage = storage.filter { $0.value.expiresAt > now }
        return before - storage.count
    }
}

var prices = ExpiringCache<String, Double>(lifetime: 10)
prices.insert(101.5, for: "AAPL", now: 0)
prices.insert(55.25, for: "XYZ", now: 4)
for (symbol, minute) in [("AAPL", 3), ("XYZ", 9), ("AAPL", 10), ("NONE", 11), ("XYZ", 13)] {
    let found = prices.value(for: symbol, now: minute).map { String($0) } ?? "miss"
    print("t=\(minute) \(symbol): \(found)")
}
print("hits \(prices.hits) misses \(prices.misses)")
prices.insert(1, for: "A", now: 20)
prices.insert(2, for: "B", now: 25)
print("purged \(prices.purge(now: 31))")

func memoize<Input: Hashable, Output>(_ work: @escaping (Input) -> Output) -> (Input) -> Output {
    var memo: [Input: Output] = [:]
    return { input in
        if let cached = memo[input] { return cached }
        let result = work(input)
        memo[input] = result
        return result
    }
}

var calls = 0
let slowSquare = memoize { (n: Int) -> Int in
    calls += 1
    return n * n
}
print([3, 4, 3, 3, 5, 4].map(slowSquare), "calls:", calls)

var fibMemo: [Int: Int] = [0: 0, 1: 1]
func fib(_ n: Int) -> Int {
    if let known = fibMemo[n] { return known }
    let value = fib(n - 1) + fib(n - 2)
    fibMemo[n] = value
    return value
}
print(fib(50), fibMemo.count)

// expect: t=3 AAPL: 101.5
// expect: t=9 XYZ: 55.25
// expect: t=10 AAPL: miss
// expect: t=11 NONE: miss
// expect: t=13 XYZ: 55.25
// expect: hits 3 misses 2
// expect: purged 2
// expect: [9, 16, 9, 9, 25, 16] calls: 3
// expect: 12586269025 51
