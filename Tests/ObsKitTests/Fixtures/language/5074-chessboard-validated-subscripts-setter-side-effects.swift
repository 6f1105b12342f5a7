// Book style (Subscripts): chessboard with validated subscripts, setter side effects and defaults
enum Piece: Character {
    case king = "K", queen = "Q", rook = "R", pawn = "P", empty = "."
}

struct Board {
    private var squares = [Piece](repeating: .empty, count: 64)
    private(set) var moveLog: [String] = []

    static let files: [Character] = ["a", "b", "c", "d", "e", "f", "g", "h"]

    static subscript(file: Character) -> Int? {
        files.firstIndex(of: file)
    }

    subscript(file: Character, rank: Int) -> Piece {
        get {
            guard let f = Board[file], (1...8).contains(rank) else { return .empty }
            return squares[(rank - 1) * 8 + f]
        }
        set {
            guard let f = Board[file], (1...8).contains(rank) else {
                moveLog.append("ignored \(file)\(rank)")
                return
            }
            squares[(rank - 1) * 8 + f] = newValue
            moveLog.append("\(newValue.rawValue)@\(file)\(rank)")
        }
    }

    subscript(rank rank: Int) -> String {
        String(Board.files.map { self[$0, rank].rawValue })
    }

    var pieceCount: Int { squares.filter { $0 != .empty }.count }
}

var b = Board()
b["e", 1] = .king
b["d", 1] = .queen
b["a", 1] = .rook
b["h", 1] = .rook
for f in Board.files { b[f, 2] = .pawn }
b["z", 3] = .queen
b["a", 9] = .pawn
print(b[rank: 1])
print(b[rank: 2])
print(b[rank: 3])
print(b["e", 1], b["e", 1].rawValue, b["q", 1])
print(b.pieceCount)
print(b.moveLog.count, b.moveLog.suffix(3))
print(Board["c"] as Any, Board["x"] as Any)
b["e", 2] = .empty
b["e", 4] = .pawn
print(b[rank: 2], b[rank: 4])

struct DefaultDict {
    var storage: [String: [Int]] = [:]
    subscript(key: String, default def: [Int] = []) -> [Int] {
        get { storage[key] ?? def }
        set { storage[key] = newValue }
    }
}
var dd = DefaultDict()
dd["a"].append(1)
dd["a"].append(2)
print(dd["a"], dd["b"], dd["b", default: [9]])
print(dd.storage)

// expect: R..QK..R
// expect: PPPPPPPP
// expect: ........
// expect: king K empty
// expect: 12
// expect: 14 ["P@h2", "ignored z3", "ignored a9"]
// expect: Optional(2) nil
// expect: PPPP.PPP ....P...
// expect: [1, 2] [] [9]
// expect: ["a": [1, 2]]
