// Concurrency: an actor protecting mutable state, `await` on actor methods and properties from outside, many concurrent increments giving an exact total.
// expected output: swiftc 6.3.1 (Linux), run on this machine
actor ScoreBoard {
    private var scores: [String: Int] = [:]
    private(set) var updates = 0

    func add(_ points: Int, to player: String) {
        scores[player, default: 0] += points
        updates += 1
    }

    func score(of player: String) -> Int {
        scores[player] ?? 0
    }

    func ranking() -> [String] {
        scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }
    }

    nonisolated var title: String { "Board" }
}

let board = ScoreBoard()
await withTaskGroup(of: Void.self) { group in
    for i in 0..<100 {
        group.addTask {
            await board.add(1, to: i % 3 == 0 ? "ann" : (i % 3 == 1 ? "bo" : "cy"))
        }
    }
}
print(board.title)
print(await board.updates)
print(await board.score(of: "ann"), await board.score(of: "bo"), await board.score(of: "cy"))
await board.add(5, to: "cy")
print(await board.ranking())

// expect: Board
// expect: 100
// expect: 34 33 33
// expect: ["cy=38", "ann=34", "bo=33"]
