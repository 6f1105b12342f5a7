// App code style: tic-tac-toe game model with move validation, win detection and minimax hint
// known-gap-unsafe: too slow for the test suite: its minimax over the whole board runs more than two minutes in the debug build the tests use, where the swiftc build finishes in under a second (issue 14)
enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}

enum MoveError: Error { case occupied(Int), outOfBounds(Int), gameOver }

enum GameStatus: Equatable {
    case inProgress(next: Player)
    case won(Player, line: [Int])
    case draw
}

struct Board {
    private(set) var cells: [Player?] = Array(repeating: nil, count: 9)
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    var status: GameStatus {
        for line in Board.lines {
            if let p = cells[line[0]], cells[line[1]] == p, cells[line[2]] == p { return .won(p, line: line) }
        }
        if cells.allSatisfy({ $0 != nil }) { return .draw }
        let xs = cells.filter { $0 == .x }.count, os = cells.filter { $0 == .o }.count
        return .inProgress(next: xs > os ? .o : .x)
    }

    var freeCells: [Int] { cells.indices.filter { cells[$0] == nil } }

    mutating func play(_ i: Int) throws {
        guard case .inProgress(let p) = status else { throw MoveError.gameOver }
        guard (0..<9).contains(i) else { throw MoveError.outOfBounds(i) }
        guard cells[i] == nil else { throw MoveError.occupied(i) }
        cells[i] = p
    }

    func rendered() -> String {
        stride(from: 0, to: 9, by: 3).map { r in
            String((r..<r + 3).map { cells[$0]?.rawValue ?? "." })
        }.joined(separator: "/")
    }
}

func minimax(_ b: Board, for me: Player) -> (score: Int, move: Int?) {
    switch b.status {
    case .won(let p, _): return (p == me ? 10 : -10, nil)
    case .draw: return (0, nil)
    case .inProgress(let next):
        var best: (Int, Int?) = (next == me ? -100 : 100, nil)
        for m in b.freeCells {
            var copy = b
            try! copy.play(m)
            let s = minimax(copy, for: me).score
            if next == me ? s > best.0 : s < best.0 { best = (s, m) }
        }
        return best
    }
}

var game = Board()
for move in [4, 0, 4, 8, 2, 9, 6, 1] {
    do {
        try game.play(move)
        print("played \(move): \(game.rendered())")
    } catch {
        print("move \(move) rejected: \(error)")
    }
}
print(game.status)
if case .won(let p, let line) = game.status { print("\(p.rawValue) wins on \(line)") }
do { try game.play(1) } catch { print("after end:", error) }

var puzzle = Board()
for m in [0, 4, 8] { try! puzzle.play(m) }
print("puzzle:", puzzle.rendered(), puzzle.status)
let hint = minimax(puzzle, for: .o)
print("hint for O:", hint.move ?? -1, "score:", hint.score)
var selfPlay = Board()
while case .inProgress(let p) = selfPlay.status, let m = minimax(selfPlay, for: p).move { try! selfPlay.play(m) }
print("self-play:", selfPlay.rendered(), selfPlay.status == .draw ? "draw" : "decisive")
// expect: played 4: .../.X./...
// expect: played 0: O../.X./...
// expect: move 4 rejected: occupied(4)
// expect: played 8: O../.X./..X
// expect: played 2: O.O/.X./..X
// expect: move 9 rejected: outOfBounds(9)
// expect: played 6: O.O/.X./X.X
// expect: played 1: OOO/.X./X.X
// expect: won(main.Player.o, line: [0, 1, 2])
// expect: O wins on [0, 1, 2]
// expect: after end: gameOver
// expect: puzzle: X../.O./..X inProgress(next: main.Player.o)
// expect: hint for O: 1 score: 0
// expect: self-play: XXO/OOX/XOX draw
