// Donny Wals style (cancellation): a task cancelled before its loop sees Task.isCancelled and checkCancellation throws
func countWork(upTo limit: Int) async -> [Int] {
    var done: [Int] = []
    for i in 1...limit {
        if Task.isCancelled {
            break
        }
        done.append(i)
    }
    return done
}

func strictWork() async throws -> Int {
    try Task.checkCancellation()
    return 99
}

let normal = Task { await countWork(upTo: 4) }
print("normal:", await normal.value)

let gate = AsyncStream<Void>.makeStream()
let cancelled = Task { () -> [Int] in
    for await _ in gate.stream { break }
    return await countWork(upTo: 4)
}
cancelled.cancel()
gate.continuation.yield()
gate.continuation.finish()
print("cancelled:", await cancelled.value)

let gate2 = AsyncStream<Void>.makeStream()
let strict = Task { () throws -> Int in
    for await _ in gate2.stream { break }
    return try await strictWork()
}
strict.cancel()
gate2.continuation.finish()
do {
    let value = try await strict.value
    print("value", value)
} catch is CancellationError {
    print("strict: CancellationError")
} catch {
    print("other error")
}
print("isCancelled flag:", cancelled.isCancelled, normal.isCancelled)

// expect: normal: [1, 2, 3, 4]
// expect: cancelled: []
// expect: strict: CancellationError
// expect: isCancelled flag: true false
