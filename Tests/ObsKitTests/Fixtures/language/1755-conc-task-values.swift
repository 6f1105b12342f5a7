// Concurrency: unstructured `Task { }` returning values awaited in order, a throwing Task, cancellation seen through `Task.isCancelled` and a cancelled `Task.sleep`.
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }

let tasks = (10...13).map { n in
    Task { fib(n) }
}
var results: [Int] = []
for t in tasks {
    results.append(await t.value)
}
print(results)

struct TooBig: Error {}
let risky = Task { () throws -> Int in
    let v = fib(20)
    if v > 1000 { throw TooBig() }
    return v
}
do {
    print(try await risky.value)
} catch {
    print("risky failed:", error is TooBig)
}

let worker = Task { () -> String in
    while !Task.isCancelled {
        await Task.yield()
    }
    return "stopped after cancel"
}
worker.cancel()
print(await worker.value)

let checked = Task { () throws -> String in
    try await Task.sleep(nanoseconds: 60_000_000_000)
    try Task.checkCancellation()
    return "ran"
}
checked.cancel()
let outcome = await checked.result
switch outcome {
case .success(let s): print("success", s)
case .failure(let e): print("failure", e is CancellationError)
}

// expect: [55, 89, 144, 233]
// expect: risky failed: true
// expect: stopped after cancel
// expect: failure true
