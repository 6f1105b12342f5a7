// Compiler test style: subscripts with default arguments, labels, variadics and overloads by type
struct Grid {
    var cells: [[Int]]
    subscript(row: Int, column: Int = 0) -> Int {
        get { cells[row][column] }
        set { cells[row][column] = newValue }
    }
    subscript(safe row: Int, column: Int) -> Int? {
        guard row >= 0, row < cells.count, column >= 0, column < cells[row].count else { return nil }
        return cells[row][column]
    }
    subscript(rows indices: Int...) -> [Int] {
        return indices.map { cells[$0].reduce(0, +) }
    }
    subscript(name: String) -> String {
        return "grid named \(name) with \(cells.count) rows"
    }
    subscript(scale: Double) -> [[Double]] {
        return cells.map { $0.map { Double($0) * scale } }
    }
}

struct Text {
    var value: String
    subscript(offset: Int, default fallback: Character = "?") -> Character {
        guard offset >= 0, offset < value.count else { return fallback }
        return value[value.index(value.startIndex, offsetBy: offset)]
    }
}

var grid = Grid(cells: [[1, 2, 3], [4, 5, 6]])
print(grid[1])
print(grid[1, 2])
grid[0] = 10
grid[0, 2] += 100
print(grid.cells)
print(grid[safe: 5, 0] as Any)
print(grid[safe: 1, 1] ?? -1)
print(grid[rows: 0, 1])
print(grid[rows: 1, 1, 0])
print(grid[rows: 1])
print(grid["main"])
print(grid[0.5])

let text = Text(value: "swift")
print(text[0], text[4], text[9], text[9, default: "#"])
let chars = (0..<7).map { text[$0, default: "_"] }
print(String(chars))
// expect: 4
// expect: 6
// expect: [[10, 2, 103], [4, 5, 6]]
// expect: nil
// expect: 5
// expect: [115, 15]
// expect: [15, 15, 115]
// expect: [15]
// expect: grid named main with 2 rows
// expect: [[5.0, 1.0, 51.5], [2.0, 2.5, 3.0]]
// expect: s t ? #
// expect: swift__
