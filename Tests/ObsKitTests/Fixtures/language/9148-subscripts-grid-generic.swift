// subscripts-grid-generic
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimes = TimesTable(multiplier: 3)
print("six times three is \(threeTimes[6])")

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
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
    subscript(row row: Int) -> [Double] {
        Array(grid[(row * columns)..<((row + 1) * columns)])
    }
}
var m = Matrix(rows: 2, columns: 3)
m[0, 1] = 1.5
m[1, 2] = 3.2
m[1, 0] += 7
print(m.grid)
print(m[row: 1], m.indexIsValid(row: 2, column: 0))

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static subscript(n: Int) -> Weekday {
        Weekday(rawValue: ((n - 1) % 7 + 7) % 7 + 1)!
    }
}
print(Weekday[3], Weekday[9], Weekday[0])

struct Inventory {
    private var stock: [String: Int] = [:]
    subscript(item: String, default fallback: Int = 0) -> Int {
        get { stock[item] ?? fallback }
        set { stock[item] = newValue }
    }
    subscript<T: Sequence>(items: T) -> [Int] where T.Element == String {
        items.map { self[$0] }
    }
}
var inv = Inventory()
inv["apple"] = 4
inv["pear"] += 2
print(inv["apple"], inv["kiwi"], inv["kiwi", default: -1])
print(inv[["pear", "apple", "plum"]])

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
let letters = ["a", "b", "c"]
print(letters[safe: 1] ?? "-", letters[safe: 5] ?? "-")
// expect: six times three is 18
// expect: [0.0, 1.5, 0.0, 7.0, 0.0, 3.2]
// expect: [7.0, 0.0, 3.2] false
// expect: wed tue sun
// expect: 4 0 -1
// expect: [2, 4, 0]
// expect: b -
