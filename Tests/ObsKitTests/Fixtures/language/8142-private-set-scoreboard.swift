// Course exercise: private(set) properties with mutating methods on a struct scoreboard
struct Scoreboard {
    private(set) var points: [String: Int] = [:]
    private(set) var history: [String] = []
    let maxPerRound: Int

    init(maxPerRound: Int = 10) {
        self.maxPerRound = maxPerRound
    }

    mutating func award(_ amount: Int, to player: String) {
        let clamped = min(amount, maxPerRound)
        points[player, default: 0] += clamped
        history.append("\(player)+\(clamped)")
    }

    mutating func penalize(_ player: String) {
        guard let current = points[player], current > 0 else {
            history.append("\(player) no-op")
            return
        }
        points[player] = current - 1
        history.append("\(player)-1")
    }

    var leader: String? {
        points.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
    }

    mutating func reset() {
        self = Scoreboard(maxPerRound: maxPerRound)
    }
}

var board = Scoreboard(maxPerRound: 5)
board.award(3, to: "Ada")
board.award(12, to: "Linus")
board.penalize("Grace")
board.award(2, to: "Ada")
board.penalize("Linus")
print("history: \(board.history.joined(separator: ", "))")
for name in board.points.keys.sorted() {
    print("\(name): \(board.points[name]!)")
}
print("leader: \(board.leader ?? "none")")

var copy = board
copy.reset()
print("copy points: \(copy.points.count), original points: \(board.points.count)")
print("copy leader: \(copy.leader ?? "none")")
print("max per round kept: \(copy.maxPerRound)")

// expect: history: Ada+3, Linus+5, Grace no-op, Ada+2, Linus-1
// expect: Ada: 5
// expect: Linus: 4
// expect: leader: Ada
// expect: copy points: 0, original points: 2
// expect: copy leader: none
// expect: max per round kept: 5
