// WWDC style (isolated parameters): functions taking an isolated actor parameter and actor extensions
actor Scoreboard {
    var scores: [String: Int] = [:]
}

func award(_ points: Int, to player: String, on board: isolated Scoreboard) {
    board.scores[player, default: 0] += points
}

extension Scoreboard {
    func leader() -> (String, Int)? {
        scores.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }.map { ($0.key, $0.value) }
    }
    func table() -> [String] {
        scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }
    }
}

let board = Scoreboard()
await award(10, to: "mia", on: board)
await award(7, to: "leo", on: board)
await award(5, to: "mia", on: board)
await award(15, to: "zoe", on: board)
if let (name, pts) = await board.leader() {
    print("leader: \(name) with \(pts)")
}
for row in await board.table() {
    print(row)
}

let added = await board.run { b -> Int in
    b.scores["new", default: 0] += 1
    return b.scores.count
}
print("players now:", added)

extension Scoreboard {
    func run<T: Sendable>(_ body: (isolated Scoreboard) -> T) -> T { body(self) }
}
// expect: leader: mia with 15
// expect: mia 15
// expect: zoe 15
// expect: leo 7
// expect: players now: 4
