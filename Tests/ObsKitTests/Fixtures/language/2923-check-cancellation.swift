// Compiler test style: Task.checkCancellation throwing CancellationError in a cancelled group
func step(_ n: Int) async throws -> Int {
    try Task.checkCancellation()
    return n * 10
}

let ok = Task { try await step(4) }
print("ok:", try await ok.value)

let doomed = Task { () -> Int in
    withUnsafeCurrentTask { $0?.cancel() }
    return try await step(5)
}
do {
    let v = try await doomed.value
    print("value:", v)
} catch is CancellationError {
    print("doomed: CancellationError")
}

let outcome = await withThrowingTaskGroup(of: Int.self) { group -> String in
    group.cancelAll()
    group.addTask { try await step(1) }
    do {
        var sum = 0
        for try await v in group { sum += v }
        return "sum \(sum)"
    } catch is CancellationError {
        return "group cancelled"
    } catch {
        return "other"
    }
}
print(outcome)
print("isCancelled flag:", await withTaskGroup(of: Bool.self) { g -> Bool in
    g.cancelAll()
    return g.isCancelled
})
// expect: ok: 40
// expect: doomed: CancellationError
// expect: group cancelled
// expect: isCancelled flag: true
