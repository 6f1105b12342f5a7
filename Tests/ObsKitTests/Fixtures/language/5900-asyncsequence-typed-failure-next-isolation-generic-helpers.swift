// Swift Evolution style (SE-0421 generalize AsyncSequence effect polymorphism): an AsyncSequence with a typed `Failure`, `next(isolation:)`, generic helpers that throw `S.Failure`, and non-throwing iteration of a Failure == Never stream
enum SensorError: Error { case disconnected(afterReadings: Int) }

struct Readings: AsyncSequence {
    typealias Element = Int
    typealias Failure = SensorError
    let values: [Int]
    let failAfter: Int?

    struct Iterator: AsyncIteratorProtocol {
        var values: [Int]
        let failAfter: Int?
        var produced = 0
        mutating func next(isolation actor: isolated (any Actor)?) async throws(SensorError) -> Int? {
            if let failAfter, produced == failAfter { throw .disconnected(afterReadings: produced) }
            guard !values.isEmpty else { return nil }
            produced += 1
            return values.removeFirst()
        }
        mutating func next() async throws(SensorError) -> Int? {
            try await next(isolation: nil)
        }
    }
    func makeAsyncIterator() -> Iterator { Iterator(values: values, failAfter: failAfter) }
}

func collect<S: AsyncSequence>(_ sequence: S) async throws(S.Failure) -> [S.Element] {
    var out: [S.Element] = []
    var it = sequence.makeAsyncIterator()
    while let value = try await it.next(isolation: #isolation) { out.append(value) }
    return out
}

func run() async {
    do {
        let all = try await collect(Readings(values: [3, 1, 4], failAfter: nil))
        print("all", all)
        _ = try await collect(Readings(values: [1, 5, 9, 2], failAfter: 2))
    } catch {
        switch error {
        case .disconnected(let n): print("disconnected after", n)
        }
    }

    let stream = AsyncStream<String> { continuation in
        for word in ["alpha", "beta", "gamma"] { continuation.yield(word) }
        continuation.finish()
    }
    let words = await collect(stream)
    print(words)

    let numbers = AsyncStream(Int.self) { c in
        for i in 1...5 { c.yield(i) }
        c.finish()
    }
    var sum = 0
    for await n in numbers.filter({ $0 % 2 == 1 }).map({ $0 * 10 }) { sum += n }
    print("sum of odd*10:", sum)

    let throwing = AsyncThrowingStream<Int, Error> { c in
        c.yield(1)
        c.finish(throwing: SensorError.disconnected(afterReadings: 1))
    }
    do {
        for try await v in throwing { print("got", v) }
    } catch {
        print("throwing stream ended with", error)
    }

    var seen: [Int] = []
    do {
        for try await r in Readings(values: [7, 8, 9], failAfter: 2) { seen.append(r) }
    } catch {
        print("loop stopped:", error, seen)
    }
}
await run()

// expect: all [3, 1, 4]
// expect: disconnected after 2
// expect: ["alpha", "beta", "gamma"]
// expect: sum of odd*10: 90
// expect: got 1
// expect: throwing stream ended with disconnected(afterReadings: 1)
// expect: loop stopped: disconnected(afterReadings: 2) [7, 8]
