// Compiler test style: nested types referencing each other, including enums, structs and static members
struct Chess {
    enum Color: String {
        case white, black
        var opposite: Color { self == .white ? .black : .white }
    }

    enum Kind: Character {
        case king = "K", queen = "Q", rook = "R", pawn = "P"
        var value: Int {
            switch self {
            case .king: return 0
            case .queen: return 9
            case .rook: return 5
            case .pawn: return 1
            }
        }
    }

    struct Piece {
        let kind: Kind
        let color: Color
        var symbol: String {
            let c = String(kind.rawValue)
            return color == .white ? c : c.lowercased()
        }
    }

    struct Square: Hashable, Comparable {
        let file: Int
        let rank: Int
        static func < (a: Square, b: Square) -> Bool {
            (a.rank, a.file) < (b.rank, b.file)
        }
        var name: String {
            let files = Array("abcdefgh")
            return "\(files[file])\(rank + 1)"
        }
    }

    struct Board {
        var pieces: [Square: Piece] = [:]
        mutating func place(_ kind: Kind, _ color: Color, at sq: Square) {
            pieces[sq] = Piece(kind: kind, color: color)
        }
        func material(for color: Color) -> Int {
            pieces.values.filter { $0.color == color }.reduce(0) { $0 + $1.kind.value }
        }
    }
}

var board = Chess.Board()
board.place(.king, .white, at: Chess.Square(file: 4, rank: 0))
board.place(.queen, .white, at: Chess.Square(file: 3, rank: 0))
board.place(.king, .black, at: Chess.Square(file: 4, rank: 7))
board.place(.rook, .black, at: Chess.Square(file: 0, rank: 7))
board.place(.pawn, .black, at: Chess.Square(file: 0, rank: 6))
board.place(.pawn, .white, at: Chess.Square(file: 4, rank: 1))

for sq in board.pieces.keys.sorted() {
    print(sq.name, board.pieces[sq]!.symbol)
}
let side = Chess.Color.white
print(side, "material", board.material(for: side))
print(side.opposite, "material", board.material(for: side.opposite))
print(Chess.Kind(rawValue: "Q").map { "\($0)" } ?? "none", Chess.Kind(rawValue: "X") == nil)

// expect: d1 Q
// expect: e1 K
// expect: e2 P
// expect: a7 p
// expect: a8 r
// expect: e8 k
// expect: white material 10
// expect: black material 6
// expect: queen true
