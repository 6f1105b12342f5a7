// Tutorial style (Swift by Sundell, async/await): async functions, async let, Task values and task groups
func loadUser(id: Int) async -> String {
    await Task.yield()
    return "user\(id)"
}

func loadScore(for user: String) async throws -> Int {
    guard !user.isEmpty else { throw CancellationError() }
    return user.count * 10
}

let first = await loadUser(id: 1)
print("Loaded \(first)")
let score = try await loadScore(for: first)
print("Score: \(score)")

async let a = loadUser(id: 2)
async let b = loadUser(id: 3)
let pair = await [a, b]
print("Parallel: \(pair)")

let task = Task { () -> Int in
    var sum = 0
    for n in 1...10 { sum += n }
    return sum
}
print("Task result: \(await task.value)")

let failing = Task { () throws -> Int in
    try await loadScore(for: "")
}
switch await failing.result {
case .success(let value): print("Unexpected \(value)")
case .failure(let error): print("Failed with \(type(of: error))")
}

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...5 {
        group.addTask { (n, n * n) }
    }
    var results: [(Int, Int)] = []
    for await pair in group { results.append(pair) }
    return results.sorted { $0.0 < $1.0 }
}
for (n, sq) in squares { print("\(n)^2 = \(sq)") }

func countdown(from start: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for n in stride(from: start, through: 1, by: -1) { continuation.yield(n) }
        continuation.finish()
    }
}
var ticks: [Int] = []
for await t in countdown(from: 4) { ticks.append(t) }
print("Countdown: \(ticks)")

// expect: Loaded user1
// expect: Score: 50
// expect: Parallel: ["user2", "user3"]
// expect: Task result: 55
// expect: Failed with CancellationError
// expect: 1^2 = 1
// expect: 2^2 = 4
// expect: 3^2 = 9
// expect: 4^2 = 16
// expect: 5^2 = 25
// expect: Countdown: [4, 3, 2, 1]
