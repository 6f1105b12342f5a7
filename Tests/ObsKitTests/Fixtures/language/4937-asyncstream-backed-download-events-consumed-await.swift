// App code style: AsyncStream-backed download events consumed with for await, map/filter/prefix and an actor log
enum DownloadEvent: Sendable, CustomStringConvertible {
    case started(file: String, bytes: Int)
    case progress(file: String, received: Int)
    case finished(file: String)
    case failed(file: String, reason: String)

    var file: String {
        switch self {
        case .started(let f, _), .progress(let f, _), .finished(let f), .failed(let f, _): return f
        }
    }

    var description: String {
        switch self {
        case let .started(f, b): return "start \(f) (\(b) B)"
        case let .progress(f, r): return "progress \(f) \(r) B"
        case .finished(let f): return "done \(f)"
        case let .failed(f, reason): return "failed \(f): \(reason)"
        }
    }
}

actor EventLog {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

func simulateDownloads() -> AsyncStream<DownloadEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: DownloadEvent.self)
    let plan: [(String, Int, Bool)] = [("a.zip", 300, true), ("b.png", 120, false), ("c.mov", 250, true)]
    for (file, size, succeeds) in plan {
        continuation.yield(.started(file: file, bytes: size))
        var received = 0
        while received < size {
            received = min(size, received + 100)
            if !succeeds && received > 100 {
                continuation.yield(.failed(file: file, reason: "connection reset"))
                break
            }
            continuation.yield(.progress(file: file, received: received))
        }
        if succeeds { continuation.yield(.finished(file: file)) }
    }
    continuation.finish()
    return stream
}

let log = EventLog()
var percentByFile: [String: Int] = [:]
var sizes: [String: Int] = [:]

for await event in simulateDownloads() {
    switch event {
    case let .started(file, bytes):
        sizes[file] = bytes
        percentByFile[file] = 0
    case let .progress(file, received):
        percentByFile[file] = received * 100 / (sizes[file] ?? 1)
    case .finished, .failed:
        break
    }
    await log.append(event.description)
}
for line in await log.lines { print(line) }
print(percentByFile.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)%" })

let failures = simulateDownloads().compactMap { event -> String? in
    if case let .failed(file, reason) = event { return "\(file) -> \(reason)" }
    return nil
}
for await failure in failures { print("failure:", failure) }

let firstProgress = simulateDownloads()
    .filter { if case .progress = $0 { return true } else { return false } }
    .map { $0.description.uppercased() }
    .prefix(3)
var collected: [String] = []
for await line in firstProgress { collected.append(line) }
print(collected)

var finishedCount = 0
for await event in simulateDownloads() {
    if case .finished = event { finishedCount += 1 }
    if case .failed = event { continue }
}
print("finished:", finishedCount)

let (numbers, feeder) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(3))
for n in 1...6 { feeder.yield(n) }
feeder.finish()
var kept: [Int] = []
for await n in numbers { kept.append(n) }
print("buffer newest 3:", kept)
let total = await simulateDownloads().reduce(0) { sum, event in
    if case let .started(_, bytes) = event { return sum + bytes }
    return sum
}
print("planned bytes:", total)

// expect: start a.zip (300 B)
// expect: progress a.zip 100 B
// expect: progress a.zip 200 B
// expect: progress a.zip 300 B
// expect: done a.zip
// expect: start b.png (120 B)
// expect: progress b.png 100 B
// expect: failed b.png: connection reset
// expect: start c.mov (250 B)
// expect: progress c.mov 100 B
// expect: progress c.mov 200 B
// expect: progress c.mov 250 B
// expect: done c.mov
// expect: ["a.zip: 100%", "b.png: 83%", "c.mov: 100%"]
// expect: failure: b.png -> connection reset
// expect: ["PROGRESS A.ZIP 100 B", "PROGRESS A.ZIP 200 B", "PROGRESS A.ZIP 300 B"]
// expect: finished: 2
// expect: buffer newest 3: [4, 5, 6]
// expect: planned bytes: 670
