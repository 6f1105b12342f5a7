// Swift book / Apple docs, AsyncSequence: custom AsyncSequence + AsyncIteratorProtocol, AsyncStream with continuation, for-await with map/filter/prefix, reduce
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            await Task.yield()
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

for await n in Countdown(start: 3) {
    print("T-minus \(n)")
}
print("liftoff")

let evens = Countdown(start: 10).filter { $0.isMultiple(of: 2) }.map { "even \($0)" }
for await label in evens.prefix(3) {
    print(label)
}

let total = await Countdown(start: 100).reduce(0, +)
print("sum 0...100 =", total)
print("contains 42:", await Countdown(start: 50).contains(42))
print("first > 7:", await Countdown(start: 5).first { $0 > 7 } as Any)

let (stream, continuation) = AsyncStream.makeStream(of: String.self)
for word in ["alpha", "beta", "gamma"] {
    continuation.yield(word)
}
continuation.finish()
var received: [String] = []
for await w in stream { received.append(w.uppercased()) }
print(received)

func numbers(upTo limit: Int) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { cont in
        for i in 1...limit {
            if i == 4 {
                cont.finish(throwing: StreamError.tooBig(i))
                return
            }
            cont.yield(i * 100)
        }
        cont.finish()
    }
}
enum StreamError: Error { case tooBig(Int) }

do {
    for try await value in numbers(upTo: 6) {
        print("got", value)
    }
} catch {
    print("stream ended with", error)
}
var collected: [Int] = []
for try await v in numbers(upTo: 2) { collected.append(v) }
print("clean stream:", collected)

// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: T-minus 0
// expect: liftoff
// expect: even 10
// expect: even 8
// expect: even 6
// expect: sum 0...100 = 5050
// expect: contains 42: true
// expect: first > 7: nil
// expect: ["ALPHA", "BETA", "GAMMA"]
// expect: got 100
// expect: got 200
// expect: got 300
// expect: stream ended with tooBig(4)
// expect: clean stream: [100, 200]
