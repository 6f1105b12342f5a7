// Book style (Concurrency): asynchronous sequences, unstructured tasks and awaiting their values in order
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

enum LaunchError: Error, CustomStringConvertible {
    case scrubbed(reason: String)
    var description: String {
        switch self {
        case .scrubbed(let reason): return "scrubbed: \(reason)"
        }
    }
}

func checkWeather(_ wind: Int) async throws -> String {
    await Task.yield()
    if wind > 40 { throw LaunchError.scrubbed(reason: "wind \(wind)") }
    return "wind \(wind) ok"
}

func launch() async {
    for await n in Countdown(start: 5) {
        print("T-\(n)")
    }
    var evens: [Int] = []
    for await n in Countdown(start: 8) where n % 2 == 0 {
        evens.append(n)
    }
    print("evens", evens)
    let firstBig = await Countdown(start: 10).first { $0 < 4 }
    print(firstBig as Any)

    let stream = AsyncStream<String> { continuation in
        for stage in ["ignition", "liftoff", "orbit"] {
            continuation.yield(stage)
        }
        continuation.finish()
    }
    var stages: [String] = []
    for await stage in stream { stages.append(stage) }
    print(stages)

    let task = Task { () -> Int in
        var total = 0
        for await n in Countdown(start: 4) { total += n }
        return total
    }
    print("task total", await task.value)

    let checks = [12, 55, 30].map { wind in
        Task { try await checkWeather(wind) }
    }
    for check in checks {
        let result = await check.result
        switch result {
        case .success(let text): print("success", text)
        case .failure(let error): print("failure", error)
        }
    }
}

await launch()
print("mission over")

// expect: T-5
// expect: T-4
// expect: T-3
// expect: T-2
// expect: T-1
// expect: evens [8, 6, 4, 2]
// expect: Optional(3)
// expect: ["ignition", "liftoff", "orbit"]
// expect: task total 10
// expect: success wind 12 ok
// expect: failure scrubbed: wind 55
// expect: success wind 30 ok
// expect: mission over
