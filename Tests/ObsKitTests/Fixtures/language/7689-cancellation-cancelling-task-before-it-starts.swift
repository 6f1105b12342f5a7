// WWDC style (cancellation): cancelling a task before it starts its work and checking Task.isCancelled
func expensiveWork(label: String) async -> String {
    if Task.isCancelled {
        return "\(label): skipped (cancelled)"
    }
    var acc = 0
    for i in 0..<1000 { acc &+= i }
    return "\(label): done \(acc)"
}

let t1 = Task { await expensiveWork(label: "first") }
print(await t1.value)

let gate = AsyncStream<Void>.makeStream()
let t2 = Task {
    for await _ in gate.stream { break }
    return await expensiveWork(label: "second")
}
t2.cancel()
gate.continuation.yield(())
gate.continuation.finish()
print(await t2.value)
print("t2 cancelled flag:", t2.isCancelled)
print("t1 cancelled flag:", t1.isCancelled)
// expect: first: done 499500
// expect: second: skipped (cancelled)
// expect: t2 cancelled flag: true
// expect: t1 cancelled flag: false
