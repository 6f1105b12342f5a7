// Blog style (actors): an actor-isolated counter and rate limiter awaited from top-level code
actor Counter {
    private var value = 0
    private(set) var history: [Int] = []

    func increment(by amount: Int = 1) -> Int {
        value += amount
        history.append(value)
        return value
    }
    var current: Int { value }
    func reset() { value = 0; history.removeAll() }
}

actor RateLimiter {
    let limit: Int
    private var used: [String: Int] = [:]
    init(limit: Int) { self.limit = limit }

    func allow(_ client: String) -> Bool {
        let n = used[client, default: 0]
        guard n < limit else { return false }
        used[client] = n + 1
        return true
    }
    func usage() -> [(String, Int)] { used.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
}

func work(_ id: Int, counter: Counter) async -> Int {
    for _ in 0..<100 { _ = await counter.increment() }
    return id
}

let counter = Counter()
print("start:", await counter.current)
print("first increment:", await counter.increment())
print("by five:", await counter.increment(by: 5))
print("history:", await counter.history)

await counter.reset()
await withTaskGroup(of: Int.self) { group in
    for id in 1...8 {
        group.addTask { await work(id, counter: counter) }
    }
    var finished: [Int] = []
    for await id in group { finished.append(id) }
    print("tasks finished:", finished.sorted())
}
print("after concurrent work:", await counter.current)
print("history length:", await counter.history.count, "last:", await counter.history.last ?? -1)

let limiter = RateLimiter(limit: 3)
var decisions: [String] = []
for client in ["a", "b", "a", "a", "a", "b", "c", "a"] {
    decisions.append(await limiter.allow(client) ? "\(client)+" : "\(client)-")
}
print(decisions.joined(separator: " "))
for (client, n) in await limiter.usage() { print("client \(client): \(n) requests") }

async let x = counter.increment(by: 10)
async let y = limiter.allow("z")
let (newValue, allowed) = await (x, y)
print("async let:", newValue, allowed)
// expect: start: 0
// expect: first increment: 1
// expect: by five: 6
// expect: history: [1, 6]
// expect: tasks finished: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: after concurrent work: 800
// expect: history length: 800 last: 800
// expect: a+ b+ a+ a+ a- b+ c+ a-
// expect: client a: 3 requests
// expect: client b: 2 requests
// expect: client c: 1 requests
// expect: async let: 810 true
