// Concurrency tutorial: withTaskCancellationHandler runs cleanup code as soon as a task is cancelled
func download(_ name: String) async throws -> String {
    try await withTaskCancellationHandler {
        print("operation: starting \(name)")
        try await Task.sleep(for: .milliseconds(150))
        return "\(name) downloaded"
    } onCancel: {
        print("onCancel: stop network request for \(name)")
    }
}

// Cancelled before it starts: the handler runs immediately, before the operation.
let early = Task { try await download("early.zip") }
early.cancel()
do {
    print(try await early.value)
} catch {
    print("early task error: \(error is CancellationError ? "CancellationError" : "other")")
}

// Cancelled while the operation is suspended in Task.sleep.
let running = Task { try await download("movie.mp4") }
try await Task.sleep(for: .milliseconds(20))
print("main: calling cancel()")
running.cancel()
print("main: cancel() returned")
do {
    print(try await running.value)
} catch {
    print("running task error: \(error is CancellationError ? "CancellationError" : "other")")
}

// Not cancelled: the handler never runs.
func quickWork() async -> Int {
    await withTaskCancellationHandler {
        21 * 2
    } onCancel: {
        print("never printed")
    }
}
print("quick work result: \(await quickWork())")
// expect: onCancel: stop network request for early.zip
// expect: operation: starting early.zip
// expect: early task error: CancellationError
// expect: operation: starting movie.mp4
// expect: main: calling cancel()
// expect: onCancel: stop network request for movie.mp4
// expect: main: cancel() returned
// expect: running task error: CancellationError
// expect: quick work result: 42
