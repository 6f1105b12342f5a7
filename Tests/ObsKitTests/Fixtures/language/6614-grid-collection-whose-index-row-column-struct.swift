// Advanced Swift style (2-D index): a Grid collection whose Index is a (row, column) struct ordered row-major, plus a grid[row, col] subscript
struct Grid<Cell> {
    let width: Int
    let height: Int
    private var cells: [Cell]

    init(width: Int, height: Int, fill: (Int, Int) -> Cell) {
        self.width = width
        self.height = height
        cells = []
        for r in 0..<height {
            for c in 0..<width { cells.append(fill(r, c)) }
        }
    }

    subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }
}

struct GridIndex: Comparable, CustomStringConvertible {
    let row: Int
    let column: Int
    static func < (a: GridIndex, b: GridIndex) -> Bool {
        (a.row, a.column) < (b.row, b.column)
    }
    var description: String { "(\(row),\(column))" }
}

extension Grid: Collection {
    var startIndex: GridIndex { GridIndex(row: 0, column: 0) }
    var endIndex: GridIndex { GridIndex(row: height, column: 0) }
    func index(after i: GridIndex) -> GridIndex {
        i.column + 1 < width ? GridIndex(row: i.row, column: i.column + 1) : GridIndex(row: i.row + 1, column: 0)
    }
    subscript(i: GridIndex) -> Cell { self[i.row, i.column] }
}

var board = Grid(width: 3, height: 2) { r, c in r * 3 + c }
print(board.count, Array(board))
board[1, 1] = 40
print(board[1, 1], board.max()!)
print(board.indices.map { $0.description }.joined(separator: " "))
print(board.firstIndex(of: 40)!, board.firstIndex(where: { $0 > 1 })!)
print(board.indices.filter { $0.row == $0.column })
let chess = Grid(width: 4, height: 4) { ($0 + $1) % 2 == 0 ? "#" : "." }
for r in 0..<chess.height {
    print((0..<chess.width).map { chess[r, $0] }.joined())
}
print(chess.filter { $0 == "#" }.count, chess.first!)
let tail = chess.dropFirst(13)
print(tail.startIndex, Array(tail))
print(GridIndex(row: 1, column: 5) < GridIndex(row: 2, column: 0), [GridIndex(row: 0, column: 2)])

// expect: 6 [0, 1, 2, 3, 4, 5]
// expect: 40 40
// expect: (0,0) (0,1) (0,2) (1,0) (1,1) (1,2)
// expect: (1,1) (0,2)
// expect: [(0,0), (1,1)]
// expect: #.#.
// expect: .#.#
// expect: #.#.
// expect: .#.#
// expect: 8 #
// expect: (3,1) ["#", ".", "#"]
// expect: true [(0,2)]
