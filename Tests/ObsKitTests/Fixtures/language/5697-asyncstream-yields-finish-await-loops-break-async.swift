// Swift compiler execution test style (AsyncSequence): AsyncStream yields and finish, for-await loops with break, async map/filter over a custom AsyncSequence and AsyncThrowingStream errors
let stream = AsyncStream<Int> { continuation in
    for i in 1...5 { continuation.yield(i * 10) }
    continuation.finish()
}
for await v in stream { print("got", v) }

let (s2, cont) = AsyncStream.makeStream(of: String.self)
cont.yield("alpha")
cont.yield("beta")
cont.yield("gamma")
cont.finish()
var seen: [String] = []
for await w in s2 {
    if w == "gamma" { break }
    seen.append(w)
}
print(seen)

struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var n: Int
        mutating func next() async -> Int? {
            guard n > 0 else { return nil }
            defer { n -= 1 }
            return n
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(n: start) }
}
var all: [Int] = []
for await n in Countdown(start: 4) { all.append(n) }
print(all)
let evens = Countdown(start: 10).filter { $0 % 2 == 0 }.map { "e\($0)" }
var out: [String] = []
for await e in evens { out.append(e) }
print(out)
print(await Countdown(start: 5).reduce(0, +), await Countdown(start: 3).contains(2))
print(await Countdown(start: 6).first { $0 < 4 } as Any)

enum StreamError: Error { case broke(at: Int) }
let throwing = AsyncThrowingStream<Int, Error> { c in
    c.yield(1)
    c.yield(2)
    c.finish(throwing: StreamError.broke(at: 3))
}
do {
    for try await v in throwing { print("throwing stream", v) }
    print("not reached")
} catch {
    print("stream ended with", error)
}
var buffered = AsyncStream<Int>(bufferingPolicy: .bufferingNewest(2)) { c in
    for i in 1...5 { c.yield(i) }
    c.finish()
}.makeAsyncIterator()
print(await buffered.next() as Any, await buffered.next() as Any, await buffered.next() as Any)

// expect: got 10
// expect: got 20
// expect: got 30
// expect: got 40
// expect: got 50
// expect: ["alpha", "beta"]
// expect: [4, 3, 2, 1]
// expect: ["e10", "e8", "e6", "e4", "e2"]
// expect: 15 true
// expect: Optional(3)
// expect: throwing stream 1
// expect: throwing stream 2
// expect: stream ended with broke(at: 3)
// expect: Optional(4) Optional(5) nil
