// Swift book style (Generics): a Grid type with generic subscripts taking sequences of indices and key-path-like selectors
struct Grid<Cell> {
    let width: Int
    let height: Int
    private var storage: [Cell]

    init(width: Int, height: Int, fill: Cell) {
        self.width = width
        self.height = height
        storage = Array(repeating: fill, count: width * height)
    }

    subscript(x x: Int, y y: Int) -> Cell {
        get { storage[y * width + x] }
        set { storage[y * width + x] = newValue }
    }

    // generic subscript: read many cells of one row at once
    subscript<Columns: Sequence>(row y: Int, columns columns: Columns) -> [Cell]
    where Columns.Element == Int {
        columns.map { self[x: $0, y: y] }
    }

    // generic subscript returning a transformed value
    subscript<T>(x x: Int, y y: Int, as transform: (Cell) -> T) -> T {
        transform(self[x: x, y: y])
    }

    func rows() -> [[Cell]] {
        (0..<height).map { y in Array(storage[(y * width)..<((y + 1) * width)]) }
    }
}

extension Grid where Cell == Character {
    func picture() -> String {
        rows().map { String($0) }.joined(separator: "\n")
    }
}

var canvas = Grid(width: 5, height: 3, fill: Character("."))
canvas[x: 0, y: 0] = "#"
canvas[x: 4, y: 2] = "@"
for x in 1...3 { canvas[x: x, y: 1] = "=" }
print(canvas.picture())
print(canvas[row: 1, columns: [0, 2, 4]])
print(canvas[row: 2, columns: stride(from: 4, through: 0, by: -2)])
print(canvas[x: 4, y: 2, as: { $0 == "@" ? "player" : "empty" }])

var heights = Grid(width: 3, height: 2, fill: 0)
for y in 0..<2 {
    for x in 0..<3 { heights[x: x, y: y] = (x + 1) * (y + 2) }
}
print(heights.rows())
print("row 1 odd columns:", heights[row: 1, columns: (0..<3).filter { $0 % 2 == 1 }])
let doubled: Double = heights[x: 2, y: 1, as: { Double($0) / 4 }]
print("scaled:", doubled)

// expect: #....
// expect: .===.
// expect: ....@
// expect: [".", "=", "."]
// expect: ["@", ".", "."]
// expect: player
// expect: [[2, 4, 6], [3, 6, 9]]
// expect: row 1 odd columns: [6]
// expect: scaled: 2.25
