// Compiler test style (concurrency): Task.detached and withTaskCancellationHandler
final class Events: @unchecked Sendable {
    var items: [String] = []
    func add(_ s: String) { items.append(s) }
}

func guardedWork(_ events: Events, label: String) async -> String {
    await withTaskCancellationHandler {
        events.add("\(label) operation start, cancelled=\(Task.isCancelled)")
        return "\(label) result"
    } onCancel: {
        events.add("\(label) onCancel")
    }
}

let e1 = Events()
print(await guardedWork(e1, label: "plain"))
print("events:", e1.items)

let e2 = Events()
let gate = AsyncStream<Void>.makeStream()
let task = Task { () -> String in
    for await _ in gate.stream {}
    return await guardedWork(e2, label: "precancelled")
}
task.cancel()
gate.continuation.finish()
print(await task.value)
print("events:", e2.items)

let detached = Task.detached { () -> Int in
    (1...6).reduce(1, *)
}
print("detached value:", await detached.value)

let detachedThrowing = Task.detached { () throws -> Int in
    throw CancellationError()
}
do {
    _ = try await detachedThrowing.value
} catch {
    print("detached threw:", type(of: error))
}

enum Fetch: Error { case cancelled }
func cancellable(_ events: Events) async throws -> Int {
    try await withTaskCancellationHandler {
        try Task.checkCancellation()
        return 7
    } onCancel: {
        events.add("fetch cancelled")
    }
}
let e3 = Events()
let gate2 = AsyncStream<Void>.makeStream()
let t3 = Task { () -> String in
    for await _ in gate2.stream {}
    do { return "got \(try await cancellable(e3))" } catch { return "error \(error)" }
}
t3.cancel()
gate2.continuation.finish()
print(await t3.value)
print("events:", e3.items)
print("uncancelled:", try await cancellable(Events()))

// expect: plain result
// expect: events: ["plain operation start, cancelled=false"]
// expect: precancelled result
// expect: events: ["precancelled onCancel", "precancelled operation start, cancelled=true"]
// expect: detached value: 720
// expect: detached threw: CancellationError
// expect: error CancellationError()
// expect: events: ["fetch cancelled"]
// expect: uncancelled: 7
