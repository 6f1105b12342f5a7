// Apple docs style (CancellationError / withTaskCancellationHandler): reacting to cancellation
final class Download: @unchecked Sendable {
    let name: String
    var bytes = 0
    var events: [String] = []
    init(name: String) { self.name = name }
}

func run(_ download: Download, cancelAt: Int?) async throws -> Int {
    try await withTaskCancellationHandler {
        for chunk in 1...5 {
            try Task.checkCancellation()
            download.bytes += 100
            download.events.append("chunk \(chunk)")
            if chunk == cancelAt {
                withUnsafeCurrentTask { $0?.cancel() }   // simulate the user tapping Cancel
            }
            await Task.yield()
        }
        return download.bytes
    } onCancel: {
        // Runs immediately when the task is cancelled, even while the body is running.
        download.events.append("onCancel handler")
    }
}

let complete = Download(name: "a.zip")
print("complete:", try await Task { try await run(complete, cancelAt: nil) }.value)
print(complete.events)

let interrupted = Download(name: "b.zip")
do {
    _ = try await Task { try await run(interrupted, cancelAt: 2) }.value
} catch let error as CancellationError {
    print("caught:", error)
}
print(interrupted.events, interrupted.bytes)

// Converting CancellationError into a domain-specific result.
enum DownloadResult: Equatable { case finished(Int), cancelled, failed }

func attempt(_ d: Download, cancelAt: Int?) async -> DownloadResult {
    do {
        return .finished(try await run(d, cancelAt: cancelAt))
    } catch is CancellationError {
        return .cancelled
    } catch {
        return .failed
    }
}

let outcomes = [
    await Task { await attempt(Download(name: "c"), cancelAt: 5) }.value,
    await Task { await attempt(Download(name: "d"), cancelAt: 4) }.value,
    await Task { await attempt(Download(name: "e"), cancelAt: nil) }.value,
]
print(outcomes)

// CancellationError is an ordinary value you can create and throw yourself.
func requireNotEmpty(_ s: String) throws -> String {
    if s.isEmpty { throw CancellationError() }
    return s
}
for input in ["ok", ""] {
    do { print(try requireNotEmpty(input)) } catch { print(type(of: error), error is CancellationError) }
}

// expect: complete: 500
// expect: ["chunk 1", "chunk 2", "chunk 3", "chunk 4", "chunk 5"]
// expect: caught: CancellationError()
// expect: ["chunk 1", "chunk 2", "onCancel handler"] 200
// expect: [main.DownloadResult.finished(500), main.DownloadResult.cancelled, main.DownloadResult.finished(500)]
// expect: ok
// expect: CancellationError true
