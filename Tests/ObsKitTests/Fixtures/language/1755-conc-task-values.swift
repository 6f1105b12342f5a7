// Concurrency: unstructured `Task { }` returning values awaited in order, a throwing Task, cancellation seen through `Task.isCancelled` (the worker waits on a stream that is fed only after `cancel()`) and a cancelled `Task.sleep`.
// expected output: swiftc 6.3.1 (Linux), run on this machine
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

let (gate, opener) = AsyncStream.makeStream(of: Int.self)
let worker = Task { () -> String in
    for await _ in gate { break }
    return Task.isCancelled ? "worker saw the cancellation" : "worker was not cancelled"
}
worker.cancel()
opener.yield(1)
opener.finish()
print(await worker.value)

let checked = Task { () throws -> String in
    try await Task.sleep(nanoseconds: 3_000_000_000)
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
// expect: worker saw the cancellation
// expect: failure true
