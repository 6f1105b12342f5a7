// Donny Wals style (cancellation handlers): withTaskCancellationHandler on a task that is cancelled before it starts working
final class Download: @unchecked Sendable {
    var log: [String] = []
}

func fetchChunks(_ download: Download, count: Int) async -> Int {
    await withTaskCancellationHandler {
        var fetched = 0
        for i in 1...count {
            if Task.isCancelled {
                download.log.append("stopped before chunk \(i)")
                break
            }
            fetched += 1
        }
        return fetched
    } onCancel: {
        download.log.append("cancel handler ran")
    }
}

let quick = Download()
let full = await Task { await fetchChunks(quick, count: 3) }.value
print("uncancelled fetched:", full, quick.log)

let slow = Download()
let (gate, opener) = AsyncStream<Int>.makeStream()
let task = Task { () -> Int in
    for await _ in gate { break }
    return await fetchChunks(slow, count: 3)
}
task.cancel()
opener.finish()
let fetched = await task.value
print("cancelled fetched:", fetched)
for line in slow.log {
    print(" -", line)
}

func guarded() async -> String {
    do {
        try Task.checkCancellation()
        return "ran"
    } catch {
        return "refused: \(error is CancellationError)"
    }
}
print(await guarded())

// expect: uncancelled fetched: 3 []
// expect: cancelled fetched: 0
// expect:  - cancel handler ran
// expect:  - stopped before chunk 1
// expect: ran
