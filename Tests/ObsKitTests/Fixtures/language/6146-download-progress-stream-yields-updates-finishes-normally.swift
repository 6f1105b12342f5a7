// Kodeco style (AsyncThrowingStream): a download-progress stream that yields updates then finishes normally or by throwing
enum DownloadError: Error, CustomStringConvertible {
    case connectionLost(at: Int)
    var description: String {
        switch self { case .connectionLost(let p): return "connection lost at \(p)%" }
    }
}

enum DownloadEvent {
    case progress(Int)
    case finished(bytes: Int)
}

func download(size: Int, failAt: Int? = nil) -> AsyncThrowingStream<DownloadEvent, Error> {
    AsyncThrowingStream { continuation in
        for percent in stride(from: 25, through: 100, by: 25) {
            if let failAt, percent >= failAt {
                continuation.finish(throwing: DownloadError.connectionLost(at: percent))
                return
            }
            continuation.yield(.progress(percent))
        }
        continuation.yield(.finished(bytes: size))
        continuation.finish()
    }
}

func run(_ label: String, _ stream: AsyncThrowingStream<DownloadEvent, Error>) async {
    print("[\(label)]")
    do {
        for try await event in stream {
            switch event {
            case .progress(let p): print("  \(p)%")
            case .finished(let bytes): print("  done, \(bytes) bytes")
            }
        }
        print("  stream ended")
    } catch {
        print("  failed: \(error)")
    }
}

await run("ok", download(size: 2048))
await run("flaky", download(size: 4096, failAt: 60))

let squares = AsyncThrowingStream<Int, Error> { continuation in
    for n in 1...4 { continuation.yield(n * n) }
    continuation.finish()
}
var total = 0
for try await s in squares { total += s }
print("total of squares:", total)

var attempts = 0
let unfolding = AsyncThrowingStream<Int, Error> {
    attempts += 1
    if attempts > 3 { throw DownloadError.connectionLost(at: attempts) }
    return attempts
}
do {
    for try await n in unfolding { print("attempt", n) }
} catch {
    print("unfolding stopped:", error)
}

// expect: [ok]
// expect:   25%
// expect:   50%
// expect:   75%
// expect:   100%
// expect:   done, 2048 bytes
// expect:   stream ended
// expect: [flaky]
// expect:   25%
// expect:   50%
// expect:   failed: connection lost at 75%
// expect: total of squares: 30
// expect: attempt 1
// expect: attempt 2
// expect: attempt 3
// expect: unfolding stopped: connection lost at 4%
