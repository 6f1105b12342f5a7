// WWDC style (@MainActor): a main-actor view model and a main-actor function updating it from async code
@MainActor
final class ScoreBoard {
    private(set) var scores: [String: Int] = [:]
    var title = "Board"

    func add(_ points: Int, to player: String) {
        scores[player, default: 0] += points
    }

    func ranking() -> [String] {
        scores.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            .map { "\($0.key)=\($0.value)" }
    }
}

@MainActor
func play(on board: ScoreBoard) {
    board.add(3, to: "red")
    board.add(5, to: "blue")
    board.add(2, to: "red")
    board.add(1, to: "green")
}

func computeBonus() async -> Int {
    4
}

@MainActor
func finish(_ board: ScoreBoard) async {
    let bonus = await computeBonus()
    board.add(bonus, to: "green")
    board.title = "Final"
}

let board = await ScoreBoard()
await play(on: board)
print(await board.ranking())
await finish(board)
print(await board.title, await board.ranking())

// expect: ["blue=5", "red=5", "green=1"]
// expect: Final ["blue=5", "green=5", "red=5"]
