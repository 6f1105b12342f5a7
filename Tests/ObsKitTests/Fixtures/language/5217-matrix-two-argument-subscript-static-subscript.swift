// Book style (Subscripts): a matrix with a two-argument subscript, a static subscript on an enum and labeled subscripts
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        return row >= 0 && row < rows && column >= 0 && column < columns
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
print(matrix.grid)
print(matrix[row: 1])
print(matrix.indexIsValid(row: 2, column: 2))

enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
}
let mars = Planet[4]
print(mars)
print(Planet[8], Planet[3].rawValue)

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")

class Registry {
    static var storage: [String: Int] = [:]
    class subscript(key: String) -> Int {
        get { storage[key, default: -1] }
        set { storage[key] = newValue }
    }
}
Registry["alpha"] = 10
Registry["beta"] += 5
print(Registry["alpha"], Registry["beta"], Registry["gamma"])

struct Grid {
    var cells = [[Character]](repeating: Array("....."), count: 3)
    subscript(x: Int, y: Int, fill fill: Character = "#") -> Character {
        get { cells[y][x] }
        set { cells[y][x] = newValue == " " ? fill : newValue }
    }
}
var g = Grid()
g[1, 1] = "*"
g[3, 2, fill: "@"] = " "
g[0, 0] = " "
for row in g.cells { print(String(row)) }

// expect: [0.0, 1.5, 3.2, 0.0]
// expect: [3.2, 0.0]
// expect: false
// expect: mars
// expect: neptune 3
// expect: six times three is 18
// expect: 10 4 -1
// expect: #....
// expect: .*...
// expect: ...@.
