// Compiler test style: task cancellation — Task.isCancelled and Task.checkCancellation() observed in tasks that are cancelled before they check
func work(_ id: Int) async throws -> String {
    try Task.checkCancellation()
    return "job \(id) ran"
}

// A cancelled group still runs added children, but they start out cancelled
let outcome = await withTaskGroup(of: String.self) { group in
    group.cancelAll()
    for id in 1...3 {
        group.addTask {
            do {
                return try await work(id)
            } catch is CancellationError {
                return "job \(id) cancelled"
            } catch {
                return "job \(id) other error"
            }
        }
    }
    var lines: [String] = []
    for await line in group { lines.append(line) }
    return lines.sorted()
}
for line in outcome { print(line) }

// addTaskUnlessCancelled refuses to add tasks once the group is cancelled
let added = await withTaskGroup(of: Int.self) { group in
    var accepted = 0
    if group.addTaskUnlessCancelled(operation: { 1 }) { accepted += 1 }
    group.cancelAll()
    if group.addTaskUnlessCancelled(operation: { 2 }) { accepted += 1 }
    print("group.isCancelled = \(group.isCancelled)")
    return accepted
}
print("accepted tasks: \(added)")

// A task waiting on a stream finishes early when cancelled, then observes isCancelled
let (gate, gateContinuation) = AsyncStream.makeStream(of: Int.self)
let waiter = Task { () -> String in
    var seen = 0
    for await _ in gate { seen += 1 }
    return "waiter saw \(seen) values, cancelled = \(Task.isCancelled)"
}
waiter.cancel()
print(await waiter.value)
gateContinuation.finish()

// Cancellation propagates from a parent Task to its group children
let parent = Task { () -> [Bool] in
    await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<3 {
            group.addTask {
                let (hold, holdContinuation) = AsyncStream.makeStream(of: Int.self)
                for await _ in hold {}
                withExtendedLifetime(holdContinuation) {}
                return Task.isCancelled
            }
        }
        var flags: [Bool] = []
        for await f in group { flags.append(f) }
        return flags
    }
}
parent.cancel()
print("children saw cancellation: \(await parent.value)")

// Not cancelled: the checks pass
let normal = Task { try await work(42) }
print(try await normal.value)
print("top-level isCancelled: \(Task.isCancelled)")

// expect: job 1 cancelled
// expect: job 2 cancelled
// expect: job 3 cancelled
// expect: group.isCancelled = true
// expect: accepted tasks: 1
// expect: waiter saw 0 values, cancelled = true
// expect: children saw cancellation: [true, true, true]
// expect: job 42 ran
// expect: top-level isCancelled: false
