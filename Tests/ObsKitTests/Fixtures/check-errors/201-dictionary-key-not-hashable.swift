// Check error: a struct that is not Hashable used as a dictionary key
struct GridPosition {
    var row: Int
    var column: Int
}

enum Piece {
    case king, queen, pawn
}

var board: [GridPosition: Piece] = [:]
board[GridPosition(row: 0, column: 4)] = .king
board[GridPosition(row: 1, column: 0)] = .pawn

for (position, piece) in board {
    print("\(piece) at \(position.row),\(position.column)")
}
// expect-error: type 'GridPosition' does not conform to protocol 'Hashable'
