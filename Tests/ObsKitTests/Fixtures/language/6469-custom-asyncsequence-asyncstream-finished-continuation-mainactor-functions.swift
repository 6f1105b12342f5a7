// Big Nerd Ranch style (concurrency): a custom AsyncSequence, AsyncStream with a finished continuation, MainActor functions and sequential awaits
struct Ticker: AsyncSequence {
    typealias Element = Int
    let limit: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current = 0
        let limit: Int
        mutating func next() async -> Int? {
            guard current < limit else { return nil }
            current += 1
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(limit: limit) }
}
for await tick in Ticker(limit: 3) { print("tick \(tick)") }
var evensSeen: [Int] = []
for await t in Ticker(limit: 10) where t.isMultiple(of: 2) { evensSeen.append(t) }
print(evensSeen)
let doubled = Ticker(limit: 4).map { $0 * 2 }
var collected: [Int] = []
for await d in doubled { collected.append(d) }
print(collected)
let firstBig = await Ticker(limit: 100).first { $0 * $0 > 50 }
print(firstBig ?? -1, await Ticker(limit: 5).reduce(0, +), await Ticker(limit: 3).contains(3))

let stream = AsyncStream<String> { continuation in
    for word in ["alpha", "beta", "gamma"] { continuation.yield(word) }
    continuation.finish()
}
var words: [String] = []
for await w in stream { words.append(w.uppercased()) }
print(words)

let (numbers, numbersContinuation) = AsyncStream.makeStream(of: Int.self)
numbersContinuation.yield(5)
numbersContinuation.yield(6)
numbersContinuation.finish()
var sum = 0
for await n in numbers { sum += n }
print("stream sum \(sum)")

@MainActor final class Scoreboard {
    private(set) var lines: [String] = []
    func record(_ s: String) { lines.append(s) }
}
@MainActor func runGame(_ board: Scoreboard) async {
    for round in 1...3 {
        let score = await compute(round)
        board.record("round \(round): \(score)")
    }
}
func compute(_ n: Int) async -> Int { n * 7 }
let board = await Scoreboard()
await runGame(board)
print(await board.lines.joined(separator: "; "))
enum Step: Error { case failed(Int) }
let throwingStream = AsyncThrowingStream<Int, Error> { c in
    c.yield(1); c.yield(2); c.finish(throwing: Step.failed(3))
}
do {
    for try await v in throwingStream { print("got \(v)") }
} catch {
    print("stream ended with \(error)")
}

// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: [2, 4, 6, 8, 10]
// expect: [2, 4, 6, 8]
// expect: 8 15 true
// expect: ["ALPHA", "BETA", "GAMMA"]
// expect: stream sum 11
// expect: round 1: 7; round 2: 14; round 3: 21
// expect: got 1
// expect: got 2
// expect: stream ended with failed(3)
