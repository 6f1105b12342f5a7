// Compiler test style: subscripts on classes with override and mutation of struct elements
struct Cell { var value = 0; var label = "" }
class Grid {
    var cells: [Cell]
    let width: Int
    init(width: Int, height: Int) {
        self.width = width
        cells = Array(repeating: Cell(), count: width * height)
    }
    subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    subscript(row y: Int) -> [Int] {
        (0..<width).map { self[$0, y].value }
    }
}
class LoggingGrid: Grid {
    override subscript(x: Int, y: Int) -> Cell {
        get { super[x, y] }
        set {
            print("set (\(x),\(y)) = \(newValue.value)")
            super[x, y] = newValue
        }
    }
}

let g: Grid = LoggingGrid(width: 3, height: 2)
g[1, 0] = Cell(value: 5, label: "a")
g[2, 1].value = 9
g[2, 1].label = "z"
g[0, 1].value += 4
print(g[row: 0])
print(g[row: 1])
print(g[2, 1].label)
g.cells[0].value = 1
print(g[row: 0])
// expect: set (1,0) = 5
// expect: set (2,1) = 9
// expect: set (2,1) = 9
// expect: set (0,1) = 4
// expect: [0, 5, 0]
// expect: [4, 0, 9]
// expect: z
// expect: [1, 5, 0]
