// Swift Evolution style (AsyncStream.makeStream): SE-0388 creating a stream and its continuation, then consuming it with for await
enum Event: Sendable {
    case started(String)
    case progress(Int)
    case finished
}

func produce(into continuation: AsyncStream<Event>.Continuation) {
    continuation.yield(.started("import"))
    for p in stride(from: 25, through: 100, by: 25) {
        continuation.yield(.progress(p))
    }
    continuation.yield(.finished)
    continuation.finish()
    continuation.yield(.progress(999)) // ignored after finish
}

let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
continuation.onTermination = { reason in
    switch reason {
    case .finished: print("terminated: finished")
    case .cancelled: print("terminated: cancelled")
    @unknown default: print("terminated: other")
    }
}
produce(into: continuation)

for await event in stream {
    switch event {
    case .started(let name): print("start \(name)")
    case .progress(let p): print("progress \(p)%")
    case .finished: print("done")
    }
}

let (numbers, numbersCont) = AsyncThrowingStream.makeStream(of: Int.self)
struct Bad: Error {}
for i in 1...5 {
    numbersCont.yield(i * i)
}
numbersCont.finish(throwing: Bad())

var sum = 0
do {
    for try await n in numbers {
        sum += n
    }
} catch {
    print("stream failed after sum \(sum): \(error is Bad)")
}

let (words, wordsCont) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(2))
for w in ["a", "b", "c", "d"] { wordsCont.yield(w) }
wordsCont.finish()
var kept: [String] = []
for await w in words { kept.append(w) }
print("kept", kept)

let evens = AsyncStream<Int> { c in
    for i in 0..<10 where i % 2 == 0 { c.yield(i) }
    c.finish()
}
var collected: [Int] = []
for await e in evens.filter({ $0 > 2 }).map({ $0 * 10 }) { collected.append(e) }
print(collected)
// expect: terminated: finished
// expect: start import
// expect: progress 25%
// expect: progress 50%
// expect: progress 75%
// expect: progress 100%
// expect: done
// expect: stream failed after sum 55: true
// expect: kept ["c", "d"]
// expect: [40, 60, 80]
