// Concurrency: an actor with isolated state, async let, task groups summing and sorting results, a throwing task group, Task values
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A pinball arcade keeps high scores in an actor.
actor ScoreBoard {
    let game: String
    private(set) var scores: [Int]
    private(set) var high: Int
    init(game: String, firstScore: Int) {
        self.game = game
        self.scores = [firstScore]
        self.high = firstScore
    }
    func record(_ score: Int) {
        scores.append(score)
        if score > high { high = score }
    }
}
func fetchAvatar(named name: String) async -> String {
    await Task.yield()
    return "<\(name).png>"
}
func square(_ n: Int) async -> Int {
    n * n
}
struct ParseFailure: Error {}
func parseAll(_ inputs: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: (Int, Int).self) { group in
        for (i, text) in inputs.enumerated() {
            group.addTask {
                guard let n = Int(text) else { throw ParseFailure() }
                return (i, n)
            }
        }
        var results = Array(repeating: 0, count: inputs.count)
        for try await (i, n) in group { results[i] = n }
        return results
    }
}
let board = ScoreBoard(game: "Pinball", firstScore: 4200)
for score in [3900, 5150, 4800] {
    await board.record(score)
}
print(board.game, await board.high, await board.scores)
async let first = fetchAvatar(named: "otter")
async let second = fetchAvatar(named: "heron")
let avatars = await [first, second]
print(avatars)
let total = await withTaskGroup(of: Int.self) { group in
    for n in 1...10 {
        group.addTask { await square(n) }
    }
    var sum = 0
    for await value in group { sum += value }
    return sum
}
print("sum of squares:", total)
let sortedSquares = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
    for n in [4, 1, 3] { group.addTask { n * n } }
    return await group.reduce(into: []) { $0.append($1) }.sorted()
}
print(sortedSquares)
do {
    print(try await parseAll(["3", "14", "15"]))
    print(try await parseAll(["1", "x"]))
} catch {
    print("parse failed:", error is ParseFailure)
}
let task = Task { () -> String in
    let a = await square(7)
    return "task result \(a)"
}
print(await task.value)
// expect: Pinball 5150 [4200, 3900, 5150, 4800]
// expect: ["<otter.png>", "<heron.png>"]
// expect: sum of squares: 385
// expect: [1, 9, 16]
// expect: [3, 14, 15]
// expect: parse failed: true
// expect: task result 49
