// App code style: token-bucket rate limiter driven by simulated clock ticks for an API client
struct TokenBucket {
    let capacity: Int
    let refillPerTick: Int
    private(set) var tokens: Int
    private var lastTick: Int

    init(capacity: Int, refillPerTick: Int) {
        self.capacity = capacity
        self.refillPerTick = refillPerTick
        tokens = capacity
        lastTick = 0
    }

    private mutating func refill(at tick: Int) {
        guard tick > lastTick else { return }
        tokens = min(capacity, tokens + (tick - lastTick) * refillPerTick)
        lastTick = tick
    }

    mutating func tryConsume(_ cost: Int = 1, at tick: Int) -> Bool {
        refill(at: tick)
        guard tokens >= cost else { return false }
        tokens -= cost
        return true
    }
}

enum Endpoint: String, CaseIterable {
    case feed, search, upload

    var cost: Int {
        switch self {
        case .feed: return 1
        case .search: return 2
        case .upload: return 5
        }
    }
}

struct Request {
    let tick: Int
    let endpoint: Endpoint
}

final class RateLimitedClient {
    private var bucket: TokenBucket
    private(set) var log: [String] = []
    private var stats: [Endpoint: (ok: Int, rejected: Int)] = [:]

    init(bucket: TokenBucket) { self.bucket = bucket }

    func send(_ request: Request) {
        let allowed = bucket.tryConsume(request.endpoint.cost, at: request.tick)
        var entry = stats[request.endpoint] ?? (0, 0)
        if allowed { entry.ok += 1 } else { entry.rejected += 1 }
        stats[request.endpoint] = entry
        let status = allowed ? "200" : "429"
        log.append("t=\(request.tick) \(request.endpoint.rawValue) -> \(status) (left \(bucket.tokens))")
    }

    func report() -> [String] {
        Endpoint.allCases.map { e in
            let s = stats[e] ?? (0, 0)
            return "\(e.rawValue): ok \(s.ok), rejected \(s.rejected)"
        }
    }
}

let client = RateLimitedClient(bucket: TokenBucket(capacity: 6, refillPerTick: 1))
let script: [(Int, Endpoint)] = [
    (0, .feed), (0, .feed), (0, .search), (0, .upload), (1, .feed),
    (2, .upload), (3, .search), (3, .search), (8, .upload), (8, .feed),
    (9, .search), (20, .upload), (20, .feed), (20, .feed), (21, .search),
]
for (tick, endpoint) in script {
    client.send(Request(tick: tick, endpoint: endpoint))
}
client.log.forEach { print($0) }
print("--- summary ---")
client.report().forEach { print($0) }

var burst = TokenBucket(capacity: 3, refillPerTick: 2)
var pattern = ""
for tick in 0..<6 {
    for _ in 0..<3 {
        pattern += burst.tryConsume(at: tick) ? "+" : "-"
    }
    pattern += " "
}
print("burst pattern: \(pattern)")

// expect: t=0 feed -> 200 (left 5)
// expect: t=0 feed -> 200 (left 4)
// expect: t=0 search -> 200 (left 2)
// expect: t=0 upload -> 429 (left 2)
// expect: t=1 feed -> 200 (left 2)
// expect: t=2 upload -> 429 (left 3)
// expect: t=3 search -> 200 (left 2)
// expect: t=3 search -> 200 (left 0)
// expect: t=8 upload -> 200 (left 0)
// expect: t=8 feed -> 429 (left 0)
// expect: t=9 search -> 429 (left 1)
// expect: t=20 upload -> 200 (left 1)
// expect: t=20 feed -> 200 (left 0)
// expect: t=20 feed -> 429 (left 0)
// expect: t=21 search -> 429 (left 1)
// expect: --- summary ---
// expect: feed: ok 4, rejected 2
// expect: search: ok 3, rejected 2
// expect: upload: ok 2, rejected 2
// expect: burst pattern: +++ ++- ++- ++- ++- ++- 
