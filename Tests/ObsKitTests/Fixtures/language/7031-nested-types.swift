// Nested types: enums and structs nested in types, qualified references, nested extensions
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct ChessBoard {
    struct Piece: CustomStringConvertible {
        enum Kind: Int, CaseIterable {
            case pawn = 1, knight = 3, bishop = 4, rook = 5, queen = 9, king = 100
            struct Movement { let straight: Bool; let diagonal: Bool; let jumps: Bool }
            var movement: Movement {
                switch self {
                case .pawn: return Movement(straight: true, diagonal: false, jumps: false)
                case .knight: return Movement(straight: false, diagonal: false, jumps: true)
                case .bishop: return Movement(straight: false, diagonal: true, jumps: false)
                case .rook: return Movement(straight: true, diagonal: false, jumps: false)
                case .queen, .king: return Movement(straight: true, diagonal: true, jumps: false)
                }
            }
            var letter: Character {
                switch self {
                case .pawn: return "p"
                case .knight: return "n"
                default: return String(describing: self).first!
                }
            }
        }
        enum Side: String { case white, black }
        let kind: Kind
        let side: Side
        var description: String {
            side == .white ? String(kind.letter).uppercased() : String(kind.letter)
        }
    }
    struct Square: Hashable { let file: Character; let rank: Int }

    private(set) var pieces: [Square: Piece] = [:]
    mutating func place(_ kind: Piece.Kind, _ side: Piece.Side, at file: Character, _ rank: Int) {
        pieces[Square(file: file, rank: rank)] = Piece(kind: kind, side: side)
    }
    func material(for side: Piece.Side) -> Int {
        pieces.values.filter { $0.side == side && $0.kind != .king }.reduce(0) { $0 + $1.kind.rawValue }
    }
}

extension ChessBoard.Square: CustomStringConvertible {
    var description: String { "\(file)\(rank)" }
}
extension ChessBoard.Piece.Kind {
    var isMinor: Bool { self == .knight || self == .bishop }
}

var board = ChessBoard()
board.place(.king, .white, at: "e", 1)
board.place(.queen, .white, at: "d", 1)
board.place(.knight, .black, at: "g", 8)
board.place(.rook, .black, at: "a", 8)
board.place(.pawn, .black, at: "e", 7)
let listing = board.pieces.sorted { ($0.key.rank, $0.key.file) < ($1.key.rank, $1.key.file) }
print(listing.map { "\($0.value)@\($0.key)" }.joined(separator: " "))
print("white \(board.material(for: .white)) vs black \(board.material(for: .black))")

let kinds = ChessBoard.Piece.Kind.allCases
print(kinds.filter(\.isMinor).map { "\($0)" }, kinds.filter { $0.movement.diagonal }.map(\.letter))
let knightMove = ChessBoard.Piece.Kind.knight.movement
print("knight jumps: \(knightMove.jumps), straight: \(knightMove.straight)")
let side: ChessBoard.Piece.Side = .black
print(side.rawValue, ChessBoard.Piece(kind: .bishop, side: .white), ChessBoard.Square(file: "h", rank: 3))
// expect: Q@d1 K@e1 p@e7 r@a8 n@g8
// expect: white 9 vs black 9
// expect: ["knight", "bishop"] ["b", "q", "k"]
// expect: knight jumps: true, straight: false
// expect: black B h3
