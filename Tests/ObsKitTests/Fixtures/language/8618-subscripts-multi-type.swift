// Swift book style (Subscripts): read-only and read-write subscripts, multiple parameters, overloads and type subscripts
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimes = TimesTable(multiplier: 3)
print("six times three is \(threeTimes[6])")

struct Grid {
    let rows: Int, columns: Int
    var cells: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return cells[(row * columns) + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            cells[(row * columns) + column] = newValue
        }
    }
    subscript(row row: Int) -> [Double] {
        Array(cells[(row * columns)..<((row + 1) * columns)])
    }
}
var grid = Grid(rows: 2, columns: 3)
grid[0, 1] = 1.5
grid[1, 2] = 3.2
grid[1, 0] += 4
print(grid.cells)
print(grid[row: 1], grid[0, 1])

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static subscript(n: Int) -> Weekday {
        Weekday(rawValue: ((n - 1) % 7 + 7) % 7 + 1)!
    }
}
print(Weekday[3], Weekday[9], Weekday[0])

struct Inventory {
    private var stock: [String: Int] = [:]
    subscript(item: String) -> Int {
        get { stock[item, default: 0] }
        set { stock[item] = newValue > 0 ? newValue : nil }
    }
    subscript(items: String...) -> Int {
        items.reduce(0) { $0 + self[$1] }
    }
    subscript(item: String, default fallback: Int) -> Int {
        stock[item] ?? fallback
    }
    var listing: [String] { stock.keys.sorted().map { "\($0)=\(stock[$0]!)" } }
}
var inv = Inventory()
inv["bolts"] = 40
inv["nuts"] += 15
inv["washers"] = 8
inv["washers"] -= 8
print(inv.listing)
print(inv["bolts", "nuts", "screws"], inv["screws", default: -1], inv["nuts", default: -1])

struct Matrix {
    static var names = ["identity", "zero"]
    static subscript(i: Int) -> String {
        get { names[i] }
        set { names[i] = newValue }
    }
}
Matrix[1] = "null"
print(Matrix[0], Matrix[1])

// expect: six times three is 18
// expect: [0.0, 1.5, 0.0, 4.0, 0.0, 3.2]
// expect: [4.0, 0.0, 3.2] 1.5
// expect: wed tue sun
// expect: ["bolts=40", "nuts=15"]
// expect: 55 -1 15
// expect: identity null
