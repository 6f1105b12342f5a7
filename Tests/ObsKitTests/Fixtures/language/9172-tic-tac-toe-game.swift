// tic-tac-toe-game
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}

enum GameState: Equatable {
    case playing(next: Player)
    case won(Player, line: [Int])
    case draw
}

enum MoveError: Error { case occupied(Int), outOfBounds(Int), gameOver }

struct Board: CustomStringConvertible {
    private(set) var cells: [Player?] = Array(repeating: nil, count: 9)
    private(set) var state: GameState = .playing(next: .x)
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    mutating func play(_ index: Int) throws {
        guard case .playing(let player) = state else { throw MoveError.gameOver }
        guard cells.indices.contains(index) else { throw MoveError.outOfBounds(index) }
        guard cells[index] == nil else { throw MoveError.occupied(index) }
        cells[index] = player
        if let line = Board.lines.first(where: { $0.allSatisfy { cells[$0] == player } }) {
            state = .won(player, line: line)
        } else if cells.allSatisfy({ $0 != nil }) {
            state = .draw
        } else {
            state = .playing(next: player.other)
        }
    }

    var description: String {
        stride(from: 0, to: 9, by: 3).map { row in
            (row..<row + 3).map { cells[$0].map { String($0.rawValue) } ?? "." }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

func playGame(_ moves: [Int]) {
    var board = Board()
    for m in moves {
        do {
            try board.play(m)
        } catch MoveError.occupied(let i) {
            print("cell \(i) is taken")
        } catch {
            print("rejected \(m): \(error)")
        }
    }
    print(board)
    switch board.state {
    case .won(let p, let line): print("\(p.rawValue) wins on \(line)")
    case .draw: print("draw")
    case .playing(let next): print("still playing, \(next.rawValue) to move")
    }
}

playGame([4, 0, 2, 6, 3, 5, 1, 7, 8])
playGame([0, 4, 1, 1, 2, 9, 5])
playGame([0, 3, 1, 4, 2, 5])
playGame([4, 8])
var b = Board()
try b.play(0)
print(b.state == .playing(next: .o), b.cells.compactMap { $0 }.count)
// expect: O X X
// expect: X X O
// expect: O O X
// expect: draw
// expect: cell 1 is taken
// expect: rejected 9: outOfBounds(9)
// expect: X X O
// expect: . O X
// expect: . . .
// expect: still playing, O to move
// expect: rejected 5: gameOver
// expect: X X X
// expect: O O .
// expect: . . .
// expect: X wins on [0, 1, 2]
// expect: . . .
// expect: . X .
// expect: . . O
// expect: still playing, X to move
// expect: true 1
