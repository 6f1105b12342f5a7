// Concurrency tutorial: Task.checkCancellation() throws CancellationError once a task is cancelled
func resizeImages(_ names: [String]) async throws -> [String] {
    var results: [String] = []
    for name in names {
        try Task.checkCancellation()
        results.append(name.uppercased())
    }
    return results
}

let normal = Task {
    try await resizeImages(["a.png", "b.png", "c.png"])
}
do {
    let files = try await normal.value
    print("Resized: \(files)")
} catch {
    print("Unexpected error: \(error)")
}

// The task inherits the main actor, so it cannot start before we cancel it.
let cancelled = Task {
    try await resizeImages(["x.png", "y.png"])
}
cancelled.cancel()
do {
    let files = try await cancelled.value
    print("Resized: \(files)")
} catch is CancellationError {
    print("Resizing was cancelled")
} catch {
    print("Other error: \(error)")
}

// Task.sleep also checks for cancellation and throws right away.
let sleeper = Task { () -> String in
    do {
        try await Task.sleep(nanoseconds: 150_000_000)
        return "woke up normally"
    } catch {
        return "sleep interrupted: \(type(of: error))"
    }
}
sleeper.cancel()
print(await sleeper.value)
print("isCancelled flag: \(sleeper.isCancelled)")
print("normal isCancelled: \(normal.isCancelled)")
// expect: Resized: ["A.PNG", "B.PNG", "C.PNG"]
// expect: Resizing was cancelled
// expect: sleep interrupted: CancellationError
// expect: isCancelled flag: true
// expect: normal isCancelled: false
