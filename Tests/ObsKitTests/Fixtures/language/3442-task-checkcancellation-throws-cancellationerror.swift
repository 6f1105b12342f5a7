// Swift book style: Task.checkCancellation throws CancellationError in a cancelled task
func work(steps: Int) async throws -> Int {
    var done = 0
    for _ in 0..<steps {
        try Task.checkCancellation()
        done += 1
    }
    return done
}

let normal = Task { try await work(steps: 5) }
do {
    let n = try await normal.value
    print("normal finished \(n) steps")
} catch {
    print("normal error \(error)")
}

let cancelled = Task {
    withUnsafeCurrentTask { t in t?.cancel() }
    return try await work(steps: 5)
}
do {
    let n = try await cancelled.value
    print("cancelled finished \(n)")
} catch is CancellationError {
    print("cancelled task threw CancellationError")
} catch {
    print("other error")
}

func checked() async -> String {
    do {
        try Task.checkCancellation()
        return "not cancelled"
    } catch {
        return "cancelled: \(type(of: error))"
    }
}
print(await checked())
let t3 = Task { () -> String in
    withUnsafeCurrentTask { $0?.cancel() }
    return await checked()
}
print(await t3.value)
print("isCancelled at top: \(Task.isCancelled)")
// expect: normal finished 5 steps
// expect: cancelled task threw CancellationError
// expect: not cancelled
// expect: cancelled: CancellationError
// expect: isCancelled at top: false
