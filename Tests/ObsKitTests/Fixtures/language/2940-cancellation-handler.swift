// Compiler test style: withTaskCancellationHandler running its onCancel handler for a cancelled task
final class Log: @unchecked Sendable {
    var entries: [String] = []
}

func guardedWork(_ log: Log, id: Int) async -> String {
    await withTaskCancellationHandler {
        if Task.isCancelled {
            return "work \(id) saw cancellation"
        }
        return "work \(id) completed"
    } onCancel: {
        log.entries.append("onCancel \(id)")
    }
}

let log = Log()
let normal = Task { await guardedWork(log, id: 1) }
print(await normal.value)

let cancelledEarly = Task { () -> String in
    withUnsafeCurrentTask { $0?.cancel() }
    return await guardedWork(log, id: 2)
}
print(await cancelledEarly.value)
print("log:", log.entries)

let throwing = Task { () -> Int in
    withUnsafeCurrentTask { $0?.cancel() }
    return try await withTaskCancellationHandler {
        try Task.checkCancellation()
        return 1
    } onCancel: {
        log.entries.append("onCancel throwing")
    }
}
do {
    print(try await throwing.value)
} catch {
    print("threw:", error is CancellationError)
}
print("log:", log.entries)
// expect: work 1 completed
// expect: work 2 saw cancellation
// expect: log: ["onCancel 2"]
// expect: threw: true
// expect: log: ["onCancel 2", "onCancel throwing"]
