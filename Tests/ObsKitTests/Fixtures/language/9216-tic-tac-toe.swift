// tic-tac-toe
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}

struct Board: CustomStringConvertible {
    private var cells: [Player?] = Array(repeating: nil, count: 9)
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    var emptySquares: [Int] { cells.indices.filter { cells[$0] == nil } }
    var isFull: Bool { emptySquares.isEmpty }

    mutating func play(_ p: Player, at i: Int) -> Bool {
        guard cells.indices.contains(i), cells[i] == nil else { return false }
        cells[i] = p
        return true
    }

    var winner: Player? {
        for line in Board.lines {
            if let p = cells[line[0]], cells[line[1]] == p, cells[line[2]] == p { return p }
        }
        return nil
    }

    var description: String {
        stride(from: 0, to: 9, by: 3).map { r in
            (r..<r + 3).map { cells[$0].map { String($0.rawValue) } ?? "." }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

// minimax: +1 if x wins, -1 if o wins
func score(_ b: Board, turn: Player) -> Int {
    if let w = b.winner { return w == .x ? 1 : -1 }
    if b.isFull { return 0 }
    let results = b.emptySquares.map { sq -> Int in
        var next = b
        _ = next.play(turn, at: sq)
        return score(next, turn: turn.other)
    }
    return turn == .x ? results.max()! : results.min()!
}

func bestMove(_ b: Board, for p: Player) -> Int {
    var best = -1, bestScore = p == .x ? Int.min : Int.max
    for sq in b.emptySquares {
        var next = b
        _ = next.play(p, at: sq)
        let s = score(next, turn: p.other)
        if (p == .x && s > bestScore) || (p == .o && s < bestScore) { best = sq; bestScore = s }
    }
    return best
}

var board = Board()
let opening = [(Player.x, 0), (.o, 4), (.x, 8)]
for (p, sq) in opening { _ = board.play(p, at: sq) }
print(board)
print("illegal move accepted:", board.play(.o, at: 4))
var turn = Player.o
while board.winner == nil && !board.isFull {
    let mv = bestMove(board, for: turn)
    _ = board.play(turn, at: mv)
    print("\(turn.rawValue) plays \(mv)")
    turn = turn.other
}
print(board)
print("result:", board.winner.map { "\($0.rawValue) wins" } ?? "draw")
var quick = Board()
for (i, sq) in [0, 3, 1, 4, 2].enumerated() { _ = quick.play(i % 2 == 0 ? .x : .o, at: sq) }
print(quick.winner == .x, quick.emptySquares)

// expect: X . .
// expect: . O .
// expect: . . X
// expect: illegal move accepted: false
// expect: O plays 1
// expect: X plays 7
// expect: O plays 6
// expect: X plays 2
// expect: O plays 5
// expect: X plays 3
// expect: X O X
// expect: X O O
// expect: O X X
// expect: result: draw
// expect: true [5, 6, 7, 8]
