// Apple docs style (AsyncStream.Continuation.onTermination): cleaning up when a stream ends
enum Termination: String {
    case finished, cancelled
}

final class Subscription: @unchecked Sendable {
    let topic: String
    var active = true
    init(topic: String) { self.topic = topic }
}

// 1. The producer finishes: onTermination runs inside finish().
let news = Subscription(topic: "news")
let (newsStream, newsContinuation) = AsyncStream.makeStream(of: String.self)
newsContinuation.onTermination = { reason in
    news.active = false
    print("news terminated:", reason)
}
newsContinuation.yield("headline 1")
newsContinuation.yield("headline 2")
print("calling finish")
newsContinuation.finish()
print("after finish, active =", news.active)
for await item in newsStream {
    print("read", item)
}

// 2. The consumer is cancelled: onTermination reports .cancelled.
let sports = Subscription(topic: "sports")
let (sportsStream, sportsContinuation) = AsyncStream.makeStream(of: Int.self)
let (ack, ackContinuation) = AsyncStream.makeStream(of: Int.self)
sportsContinuation.onTermination = { reason in
    sports.active = false
    switch reason {
    case .finished: print("sports finished")
    case .cancelled: print("sports cancelled")
    @unknown default: print("sports ???")
    }
}
let reader = Task { () -> [Int] in
    var scores: [Int] = []
    for await score in sportsStream {
        scores.append(score)
        ackContinuation.yield(scores.count)
    }
    return scores
}
sportsContinuation.yield(3)
sportsContinuation.yield(1)
// Wait until the reader has seen both scores before cancelling it.
for await seen in ack where seen == 2 { break }
reader.cancel()
print("reader got:", await reader.value)
print("sports active:", sports.active)

// 3. Yields after termination are reported as .terminated.
let late = sportsContinuation.yield(99)
if case .terminated = late {
    print("yield after cancel: terminated")
}

// 4. Finishing twice only runs the handler once.
final class CallCounter: @unchecked Sendable {
    var calls = 0
}
let counter = CallCounter()
let (_, once) = AsyncStream.makeStream(of: Void.self)
once.onTermination = { _ in counter.calls += 1 }
once.finish()
once.finish()
print("handler calls:", counter.calls)

// expect: calling finish
// expect: news terminated: finished
// expect: after finish, active = false
// expect: read headline 1
// expect: read headline 2
// expect: sports cancelled
// expect: reader got: [3, 1]
// expect: sports active: false
// expect: yield after cancel: terminated
// expect: handler calls: 1
