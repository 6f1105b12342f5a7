// App code style: TTL cache with a fake clock and hit/miss statistics
protocol TimeSource { var now: Int { get } }
final class ManualClock: TimeSource {
    var now = 0
    func advance(_ s: Int) { now += s }
}

struct CacheStats: CustomStringConvertible {
    var hits = 0, misses = 0, expirations = 0
    var hitRate: Int { hits + misses == 0 ? 0 : hits * 100 / (hits + misses) }
    var description: String { "hits=\(hits) misses=\(misses) expired=\(expirations) rate=\(hitRate)%" }
}

final class TTLCache<K: Hashable & Comparable, V> {
    private struct Entry { let value: V; let expires: Int }
    private var entries: [K: Entry] = [:]
    private let clock: TimeSource
    let ttl: Int
    private(set) var stats = CacheStats()
    init(ttl: Int, clock: TimeSource) { self.ttl = ttl; self.clock = clock }

    subscript(key: K) -> V? {
        get {
            guard let e = entries[key] else { stats.misses += 1; return nil }
            if e.expires <= clock.now { entries[key] = nil; stats.expirations += 1; stats.misses += 1; return nil }
            stats.hits += 1
            return e.value
        }
        set {
            entries[key] = newValue.map { Entry(value: $0, expires: clock.now + ttl) }
        }
    }
    func value(for key: K, orCompute make: () -> V) -> V {
        if let v = self[key] { return v }
        let v = make()
        self[key] = v
        return v
    }
    func purge() -> [K] {
        let dead = entries.filter { $0.value.expires <= clock.now }.map(\.key).sorted()
        dead.forEach { entries[$0] = nil }
        return dead
    }
    var liveKeys: [K] { entries.keys.sorted() }
}

let clock = ManualClock()
let cache = TTLCache<String, Int>(ttl: 10, clock: clock)
var computeCalls = 0
func expensive(_ s: String) -> Int { computeCalls += 1; return s.count * 7 }

print(cache.value(for: "alpha") { expensive("alpha") })
clock.advance(4)
print(cache.value(for: "alpha") { expensive("alpha") }, computeCalls)
cache["beta"] = 2
clock.advance(7)
print(cache["alpha"] as Any, cache["beta"] as Any)
cache["gamma"] = 3
clock.advance(5)
print("purged:", cache.purge(), "live:", cache.liveKeys)
print(cache.value(for: "alpha") { expensive("alpha") }, computeCalls)
print(cache.stats)
// expect: 35
// expect: 35 1
// expect: nil Optional(2)
// expect: purged: ["beta"] live: ["gamma"]
// expect: 35 2
// expect: hits=2 misses=3 expired=1 rate=40%
