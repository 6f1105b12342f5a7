// Compiler test style: withTaskCancellationHandler — onCancel runs immediately when the task is already cancelled, and never runs otherwise
final class Log: @unchecked Sendable {
    private var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    var all: [String] { entries }
}

func guarded(_ name: String, log: Log) async -> String {
    await withTaskCancellationHandler {
        log.add("\(name): body runs, cancelled = \(Task.isCancelled)")
        return "\(name) result"
    } onCancel: {
        log.add("\(name): onCancel")
    }
}

// Not cancelled: only the body runs
let log1 = Log()
let r1 = await guarded("plain", log: log1)
print(r1)
for e in log1.all { print("  \(e)") }

// Already cancelled: handler first, then body
let log2 = Log()
let r2 = await withTaskGroup(of: String.self) { group in
    group.cancelAll()
    group.addTask { await guarded("pre-cancelled", log: log2) }
    return await group.next()!
}
print(r2)
for e in log2.all { print("  \(e)") }

// Cancellation while suspended: the handler finishes a stream the body is waiting on
let (stream, continuation) = AsyncStream.makeStream(of: String.self)
let waiting = Task { () -> [String] in
    await withTaskCancellationHandler {
        var got: [String] = []
        for await s in stream { got.append(s) }
        return got
    } onCancel: {
        continuation.finish()
    }
}
continuation.yield("first")
continuation.yield("second")
waiting.cancel()
let received = await waiting.value
print("received before cancel: \(received)")
print("task result is deterministic regardless of timing: \(received == ["first", "second"])")

// Throwing body converts cancellation into an error
func cancellableFetch() async throws -> Int {
    try await withTaskCancellationHandler {
        try Task.checkCancellation()
        return 7
    } onCancel: {}
}
let okTask = Task { try await cancellableFetch() }
print("fetch ok: \(try await okTask.value)")
let cancelledResult = await withThrowingTaskGroup(of: Int.self) { group -> String in
    group.cancelAll()
    group.addTask { try await cancellableFetch() }
    do {
        let v = try await group.next()
        return "value \(v as Any)"
    } catch {
        return "error: \(type(of: error))"
    }
}
print(cancelledResult)

// expect: plain result
// expect:   plain: body runs, cancelled = false
// expect: pre-cancelled result
// expect:   pre-cancelled: onCancel
// expect:   pre-cancelled: body runs, cancelled = true
// expect: received before cancel: ["first", "second"]
// expect: task result is deterministic regardless of timing: true
// expect: fetch ok: 7
// expect: error: CancellationError
