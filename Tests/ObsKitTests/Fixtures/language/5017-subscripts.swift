// Subscripts: read-only, read-write, multiple parameters, labeled, type subscripts
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
}
var m = Matrix(rows: 2, columns: 2)
m[0, 1] = 1.5
m[1, 0] = 3.2
m[1, 1] += 1
print(m.grid)
print(m.indexIsValid(row: 2, column: 2))

struct Bag {
    private var items: [String: Int] = [:]
    subscript(item: String) -> Int {
        get { items[item, default: 0] }
        set { items[item] = newValue == 0 ? nil : newValue }
    }
    subscript(safe index: Int) -> String? {
        let keys = items.keys.sorted()
        return index < keys.count ? keys[index] : nil
    }
    var kinds: Int { items.count }
}
var bag = Bag()
bag["apple"] += 3
bag["pear"] = 2
bag["apple"] -= 1
bag["pear"] = 0
print(bag["apple"], bag["pear"], bag.kinds, bag[safe: 0] ?? "none", bag[safe: 5] ?? "none")

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri
    static subscript(n: Int) -> Weekday { Weekday(rawValue: n)! }
}
print(Weekday[3], Weekday[5])

extension Array {
    subscript(wrapping i: Int) -> Element { self[((i % count) + count) % count] }
}
let letters = ["a", "b", "c"]
print(letters[wrapping: 4], letters[wrapping: -1])
// expect: six times three is 18
// expect: [0.0, 1.5, 3.2, 1.0]
// expect: false
// expect: 2 0 1 apple none
// expect: wed fri
// expect: b c
