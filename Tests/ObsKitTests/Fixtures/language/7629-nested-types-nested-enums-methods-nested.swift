// Swift book style (Nested Types): nested enums with methods, nested struct errors and static factories
struct Chess {
    enum Color { case white, black
        var opposite: Color { self == .white ? .black : .white }
    }
    enum Piece: Character {
        case king = "K", queen = "Q", rook = "R", bishop = "B", knight = "N", pawn = "P"
        var value: Int {
            switch self {
            case .king: return 0
            case .queen: return 9
            case .rook: return 5
            case .bishop, .knight: return 3
            case .pawn: return 1
            }
        }
    }
    struct Square: Hashable, CustomStringConvertible {
        let file: Int, rank: Int
        var description: String {
            let letters = Array("abcdefgh")
            return "\(letters[file])\(rank + 1)"
        }
        struct OffBoard: Error { let file: Int, rank: Int }
        static func at(_ file: Int, _ rank: Int) throws -> Square {
            guard (0..<8).contains(file), (0..<8).contains(rank) else { throw OffBoard(file: file, rank: rank) }
            return Square(file: file, rank: rank)
        }
    }
    var board: [Square: (Piece, Color)] = [:]
    func material(for color: Color) -> Int {
        board.values.filter { $0.1 == color }.map { $0.0.value }.reduce(0, +)
    }
}
var game = Chess()
game.board[try! .at(0, 0)] = (.rook, .white)
game.board[try! .at(3, 0)] = (.queen, .white)
game.board[try! .at(4, 7)] = (.king, .black)
game.board[try! .at(4, 6)] = (.pawn, .black)
print(game.material(for: .white), game.material(for: Chess.Color.white.opposite))
do {
    _ = try Chess.Square.at(8, 2)
} catch let e as Chess.Square.OffBoard {
    print("off board at", e.file, e.rank)
}
let sorted = game.board.keys.sorted { ($0.rank, $0.file) < ($1.rank, $1.file) }
for sq in sorted {
    let (piece, color) = game.board[sq]!
    print(sq, piece.rawValue, color)
}
print(Chess.Piece(rawValue: "N")?.value ?? -1, Chess.Piece(rawValue: "X") == nil)
// expect: 14 1
// expect: off board at 8 2
// expect: a1 R white
// expect: d1 Q white
// expect: e7 P black
// expect: e8 K black
// expect: 3 true
