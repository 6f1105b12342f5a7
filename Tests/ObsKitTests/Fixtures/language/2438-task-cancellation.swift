// Compiler test style (concurrency): Task.isCancelled and checkCancellation after cancel()
func processBatch(_ items: [Int]) async throws -> Int {
    var processed = 0
    for item in items {
        try Task.checkCancellation()
        processed += item
        await Task.yield()
    }
    return processed
}

func gate() async -> Bool { Task.isCancelled }

// A task that waits on a continuation gate we control, so cancel() definitely happens first.
let starter = AsyncStream<Void>.makeStream()
let job = Task { () -> String in
    for await _ in starter.stream { break }
    let cancelledAtStart = Task.isCancelled
    do {
        let n = try await processBatch([1, 2, 3])
        return "processed \(n), cancelled=\(cancelledAtStart)"
    } catch is CancellationError {
        return "cancelled early, flag=\(cancelledAtStart)"
    } catch {
        return "other error"
    }
}
job.cancel()
starter.continuation.yield(())
starter.continuation.finish()
print(await job.value)
print("job.isCancelled:", job.isCancelled)

let normal = Task { try await processBatch([4, 5, 6]) }
print("normal:", try await normal.value)

let gate2 = AsyncStream<Void>.makeStream()
let withResult = Task { () -> Int in
    for await _ in gate2.stream {}
    return try await processBatch([1])
}
withResult.cancel()
gate2.continuation.finish()
switch await withResult.result {
case .success(let v): print("success", v)
case .failure(let e): print("failure is CancellationError:", e is CancellationError)
}

print("top-level cancelled:", Task.isCancelled)
print("gate outside:", await gate())

let flagTask = Task { () -> [Bool] in
    var flags: [Bool] = []
    flags.append(await gate())
    withUnsafeCurrentTask { t in t?.cancel() }
    flags.append(await gate())
    flags.append(Task.isCancelled)
    return flags
}
print("flags:", await flagTask.value)

// expect: cancelled early, flag=true
// expect: job.isCancelled: true
// expect: normal: 15
// expect: failure is CancellationError: true
// expect: top-level cancelled: false
// expect: gate outside: false
// expect: flags: [false, true, true]
