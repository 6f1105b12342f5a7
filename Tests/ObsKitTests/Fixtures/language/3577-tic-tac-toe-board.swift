// App code style: tic-tac-toe board with enums, win detection and a deterministic minimax player
enum Mark: Character { case x = "X", o = "O", empty = "." }
struct Board {
    var cells = [Mark](repeating: .empty, count: 9)
    static let lines = [[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]]
    var winner: Mark? {
        for l in Board.lines where cells[l[0]] != .empty && cells[l[0]] == cells[l[1]] && cells[l[1]] == cells[l[2]] {
            return cells[l[0]]
        }
        return nil
    }
    var free: [Int] { cells.indices.filter { cells[$0] == .empty } }
    var text: String { stride(from: 0, to: 9, by: 3).map { String(cells[$0..<$0+3].map(\.rawValue)) }.joined(separator: "/") }
}
var nodes = 0
func minimax(_ b: inout Board, _ turn: Mark) -> (score: Int, move: Int?) {
    nodes += 1
    if let w = b.winner { return (w == .x ? 10 - b.free.count * 0 : -10, nil) }
    if b.free.isEmpty { return (0, nil) }
    var best: (score: Int, move: Int?) = (turn == .x ? Int.min : Int.max, nil)
    for m in b.free {
        b.cells[m] = turn
        defer { b.cells[m] = .empty }
        let s = minimax(&b, turn == .x ? .o : .x).score
        if (turn == .x && s > best.score) || (turn == .o && s < best.score) { best = (s, m) }
    }
    return best
}
var board = Board()
board.cells[0] = .x; board.cells[4] = .o; board.cells[8] = .x
print("start \(board.text)")
var turn = Mark.o
while board.winner == nil && !board.free.isEmpty {
    nodes = 0
    let (score, move) = minimax(&board, turn)
    board.cells[move!] = turn
    print("\(turn.rawValue) plays \(move!) (score \(score), searched \(nodes)) -> \(board.text)")
    turn = turn == .x ? .o : .x
}
print("result: \(board.winner.map { "\($0.rawValue) wins" } ?? "draw")")
// expect: start X../.O./..X
// expect: O plays 1 (score 0, searched 1053) -> XO./.O./..X
// expect: X plays 7 (score 0, searched 174) -> XO./.O./.XX
// expect: O plays 6 (score 0, searched 47) -> XO./.O./OXX
// expect: X plays 2 (score 0, searched 14) -> XOX/.O./OXX
// expect: O plays 5 (score 0, searched 5) -> XOX/.OO/OXX
// expect: X plays 3 (score 0, searched 2) -> XOX/XOO/OXX
// expect: result: draw
