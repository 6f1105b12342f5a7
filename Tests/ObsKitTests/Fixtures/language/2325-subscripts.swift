// Swift book style: Subscripts: read-only, multi-parameter, type subscripts, overloads
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")

struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
    subscript(row row: Int) -> [Double] {
        Array(grid[(row * columns)..<((row + 1) * columns)])
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
matrix[1, 0] += 1
print(matrix.grid)
print(matrix[row: 1], matrix.indexIsValid(row: 2, column: 2))

enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet { Planet(rawValue: n)! }
}
let mars = Planet[4]
print(mars)

struct Registry {
    private static var storage: [String: Int] = [:]
    static subscript(key: String) -> Int? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}
Registry["alpha"] = 1
Registry["beta"] = 2
Registry["alpha"] = nil
print(Registry["alpha"] as Any, Registry["beta"] as Any)

struct Palette {
    var colors = ["red", "green", "blue"]
    subscript(i: Int) -> String {
        get { colors[i] }
        set { colors[i] = newValue }
    }
    subscript(prefix: Character) -> [String] { colors.filter { $0.first == prefix } }
    subscript(safe i: Int) -> String? { colors.indices.contains(i) ? colors[i] : nil }
    subscript(range: ClosedRange<Int>) -> ArraySlice<String> { colors[range] }
    subscript(i: Int, default fallback: String) -> String { self[safe: i] ?? fallback }
}
var palette = Palette()
palette[1] = "gold"
palette.colors.append("grey")
print(palette["g"], palette[safe: 9] ?? "none", palette[1...2])
print(palette[7, default: "black"], palette[0, default: "black"])
palette[0].append("dish")
print(palette.colors)

struct Board {
    var cells: [[Character]] = Array(repeating: Array(repeating: ".", count: 3), count: 3)
    subscript(r: Int, c: Int) -> Character {
        get { cells[r][c] }
        set { cells[r][c] = newValue }
    }
}
var board = Board()
board[1, 1] = "X"; board[0, 2] = "O"; board[2, 0] = board[1, 1]
for row in board.cells { print(String(row)) }

// expect: six times three is 18
// expect: [0.0, 1.5, 4.2, 0.0]
// expect: [4.2, 0.0] false
// expect: mars
// expect: nil Optional(2)
// expect: ["gold", "grey"] none ["gold", "blue"]
// expect: black red
// expect: ["reddish", "gold", "blue", "grey"]
// expect: ..O
// expect: .X.
// expect: X..
