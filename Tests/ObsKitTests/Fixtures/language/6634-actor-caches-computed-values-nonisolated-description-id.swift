// Donny Wals style (actor cache): an actor caches computed values, with a nonisolated description and id
actor FibonacciCache {
    let name: String
    private var stored: [Int: Int] = [0: 0, 1: 1]
    private var misses = 0

    init(name: String) {
        self.name = name
    }

    nonisolated var label: String {
        "cache<\(name)>"
    }

    nonisolated func describe(_ n: Int) -> String {
        "fib(\(n))"
    }

    func value(_ n: Int) -> Int {
        if let hit = stored[n] {
            return hit
        }
        misses += 1
        let result = value(n - 1) + value(n - 2)
        stored[n] = result
        return result
    }

    func missCount() -> Int { misses }
    func keys() -> [Int] { stored.keys.sorted() }
}

let cache = FibonacciCache(name: "fib")
print(cache.label)
for n in [10, 5, 12] {
    let v = await cache.value(n)
    print(cache.describe(n), "=", v)
}
print("misses:", await cache.missCount())
print("keys:", await cache.keys())

// expect: cache<fib>
// expect: fib(10) = 55
// expect: fib(5) = 5
// expect: fib(12) = 144
// expect: misses: 11
// expect: keys: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
