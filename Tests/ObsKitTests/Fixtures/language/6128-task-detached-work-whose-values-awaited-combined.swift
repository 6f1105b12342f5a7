// Donny Wals style (detached tasks): Task.detached work whose values are awaited one by one and combined in a fixed order
func fibonacci(_ n: Int) -> Int {
    var (a, b) = (0, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

struct Report: Sendable { let title: String; let lines: Int }
enum ReportError: Error { case emptyTitle }

func buildReport(_ title: String) async throws -> Report {
    guard !title.isEmpty else { throw ReportError.emptyTitle }
    return Report(title: title.uppercased(), lines: title.count * 2)
}

@MainActor final class Screen {
    var text = "idle"
    func refresh() async {
        let computed = await Task.detached { fibonacci(30) }.value
        text = "fib(30) = \(computed)"
    }
}

let detached = Task.detached(priority: .low) { () -> Int in
    fibonacci(20)
}
print("fib(20) =", await detached.value)

let workers = (1...5).map { n in
    Task.detached { () -> (Int, Int) in (n * 5, fibonacci(n * 5)) }
}
var collected: [(Int, Int)] = []
for worker in workers { collected.append(await worker.value) }
for (n, value) in collected { print("fib(\(n)) = \(value)") }

let good = Task.detached { try await buildReport("weekly") }
let bad = Task.detached { try await buildReport("") }
if let report = try? await good.value { print(report.title, report.lines) }
switch await bad.result {
case .success: print("unexpected success")
case .failure(let e): print("bad report:", e)
}

let screen = Screen()
print(screen.text)
await screen.refresh()
print(screen.text)

let total = await Task.detached {
    (1...10).map(fibonacci).reduce(0, +)
}.value
print("sum of first ten:", total)

// expect: fib(20) = 6765
// expect: fib(5) = 5
// expect: fib(10) = 55
// expect: fib(15) = 610
// expect: fib(20) = 6765
// expect: fib(25) = 75025
// expect: WEEKLY 12
// expect: bad report: emptyTitle
// expect: idle
// expect: fib(30) = 832040
// expect: sum of first ten: 143
