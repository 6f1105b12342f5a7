// App code style: token bucket and sliding window rate limiters driven by a virtual clock
protocol TimeSource: AnyObject { var nowMs: Int { get } }

final class VirtualClock: TimeSource {
    private(set) var nowMs = 0
    func advance(_ ms: Int) { nowMs += ms }
}

protocol RateLimiter {
    var name: String { get }
    mutating func allow(_ key: String) -> Bool
}

struct TokenBucket: RateLimiter {
    let name = "bucket"
    let capacity: Double
    let refillPerSecond: Double
    unowned let clock: TimeSource
    private var buckets: [String: (tokens: Double, last: Int)] = [:]

    init(capacity: Double, refillPerSecond: Double, clock: TimeSource) {
        self.capacity = capacity; self.refillPerSecond = refillPerSecond; self.clock = clock
    }

    mutating func allow(_ key: String) -> Bool {
        let now = clock.nowMs
        var state = buckets[key] ?? (capacity, now)
        let elapsed = Double(now - state.last) / 1000
        state.tokens = min(capacity, state.tokens + elapsed * refillPerSecond)
        state.last = now
        defer { buckets[key] = state }
        if state.tokens >= 1 { state.tokens -= 1; return true }
        return false
    }
}

struct SlidingWindow: RateLimiter {
    let name = "window"
    let limit: Int
    let windowMs: Int
    let clock: TimeSource
    private var hits: [String: [Int]] = [:]

    init(limit: Int, windowMs: Int, clock: TimeSource) {
        self.limit = limit; self.windowMs = windowMs; self.clock = clock
    }

    mutating func allow(_ key: String) -> Bool {
        let now = clock.nowMs
        var list = hits[key, default: []].filter { now - $0 < windowMs }
        let ok = list.count < limit
        if ok { list.append(now) }
        hits[key] = list
        return ok
    }
}

let clock = VirtualClock()
var limiters: [RateLimiter] = [
    TokenBucket(capacity: 3, refillPerSecond: 2, clock: clock),
    SlidingWindow(limit: 3, windowMs: 1000, clock: clock),
]
let schedule: [(advance: Int, key: String)] = [
    (0, "u1"), (0, "u1"), (0, "u1"), (0, "u1"), (100, "u2"),
    (400, "u1"), (100, "u1"), (600, "u1"), (0, "u1"), (1500, "u1"), (0, "u1"),
]
var summary: [String: (ok: Int, denied: Int)] = [:]
for (advance, key) in schedule {
    clock.advance(advance)
    var row = "t=\(clock.nowMs) \(key):"
    for i in limiters.indices {
        let ok = limiters[i].allow(key)
        row += " \(limiters[i].name)=\(ok ? "ok" : "429")"
        summary[limiters[i].name, default: (0, 0)].ok += ok ? 1 : 0
        summary[limiters[i].name, default: (0, 0)].denied += ok ? 0 : 1
    }
    print(row)
}
for name in summary.keys.sorted() {
    let s = summary[name]!
    print("\(name): \(s.ok) allowed, \(s.denied) denied")
}
// expect: t=0 u1: bucket=ok window=ok
// expect: t=0 u1: bucket=ok window=ok
// expect: t=0 u1: bucket=ok window=ok
// expect: t=0 u1: bucket=429 window=429
// expect: t=100 u2: bucket=ok window=ok
// expect: t=500 u1: bucket=ok window=429
// expect: t=600 u1: bucket=429 window=429
// expect: t=1200 u1: bucket=ok window=ok
// expect: t=1200 u1: bucket=429 window=ok
// expect: t=2700 u1: bucket=ok window=ok
// expect: t=2700 u1: bucket=ok window=ok
// expect: bucket: 8 allowed, 3 denied
// expect: window: 8 allowed, 3 denied
