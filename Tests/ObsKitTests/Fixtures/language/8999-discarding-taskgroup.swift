// Apple docs style (withDiscardingTaskGroup): fire-and-forget children with no results to collect
actor Metrics {
    private var counters: [String: Int] = [:]

    func record(_ name: String, _ amount: Int = 1) {
        counters[name, default: 0] += amount
    }

    func snapshot() -> [(String, Int)] {
        counters.sorted { $0.key < $1.key }
    }
}

let metrics = Metrics()
let requests = ["GET /", "GET /about", "POST /login", "GET /", "GET /", "POST /login"]

// A discarding group throws away child results immediately, which is ideal
// for server-style loops that never need to look at them.
await withDiscardingTaskGroup { group in
    for request in requests {
        group.addTask {
            let method = String(request.prefix(while: { $0 != " " }))
            await metrics.record(method)
            await metrics.record(request)
        }
    }
}
for (name, count) in await metrics.snapshot() {
    print("\(name): \(count)")
}

// The discarding group can also return a value computed by the body.
let processed = await withDiscardingTaskGroup(returning: Int.self) { group in
    var started = 0
    for n in 1...10 where n % 3 != 0 {
        group.addTask { await metrics.record("batch", n) }
        started += 1
    }
    return started
}
print("started children:", processed)
print("batch total:", await metrics.snapshot().first { $0.0 == "batch" }!.1)

// The throwing variant cancels everything and rethrows the first failure.
enum HandlerError: Error { case crashed(String) }

do {
    try await withThrowingDiscardingTaskGroup { group in
        for route in ["/a", "/b", "/boom", "/c"] {
            group.addTask {
                if route == "/boom" { throw HandlerError.crashed(route) }
                await metrics.record("ok")
            }
        }
    }
    print("no errors")
} catch {
    print("group failed with:", error)
}

// A body that succeeds runs every child to completion.
try await withThrowingDiscardingTaskGroup { group in
    for _ in 0..<5 {
        group.addTask { await metrics.record("ping") }
    }
}
print("pings:", await metrics.snapshot().first { $0.0 == "ping" }!.1)

// expect: GET: 4
// expect: GET /: 3
// expect: GET /about: 1
// expect: POST: 2
// expect: POST /login: 2
// expect: started children: 7
// expect: batch total: 37
// expect: group failed with: crashed("/boom")
// expect: pings: 5
