// What's new in Swift 6.1 style (Task and task groups): @Sendable closures in tasks, and a task group whose child result type is inferred, collected in a fixed order
func slowSquare(_ n: Int) async -> Int {
    await Task.yield()
    return n * n
}

let work: @Sendable (Int) async -> String = { n in
    let s = await slowSquare(n)
    return "\(n)^2=\(s)"
}

let single = Task { await work(12) }
print(await single.value)

let failing = Task { () async throws -> Int in
    struct Oops: Error {}
    throw Oops()
}
do {
    _ = try await failing.value
} catch {
    print("task threw:", type(of: error))
}

// Swift 6.1 infers the child task result type, so `of:` can be left out.
let squares = await withTaskGroup { group in
    for n in 1...6 {
        group.addTask { (n, await slowSquare(n)) }
    }
    var collected: [(Int, Int)] = []
    for await pair in group {
        collected.append(pair)
    }
    return collected.sorted { $0.0 < $1.0 }.map { $0.1 }
}
print("squares:", squares)

let lengths = try await withThrowingTaskGroup(of: Int.self) { group in
    for word in ["actor", "sendable", "task"] {
        group.addTask { @Sendable in word.count }
    }
    return try await group.reduce(0, +)
}
print("total letters:", lengths)

async let a = slowSquare(3)
async let b = slowSquare(4)
let hyp = await a + b
print("3^2 + 4^2 =", hyp)

let cancelled = Task {
    try await Task.sleep(nanoseconds: 1_000_000_000)
    return "finished"
}
cancelled.cancel()
let outcome = await cancelled.result
switch outcome {
case .success(let s): print(s)
case .failure(let e): print("cancelled:", e is CancellationError)
}

// expect: 12^2=144
// expect: task threw: Oops
// expect: squares: [1, 4, 9, 16, 25, 36]
// expect: total letters: 17
// expect: 3^2 + 4^2 = 25
// expect: cancelled: true
