// Custom subscripts: read-only, read-write, multiple parameters, static
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix.grid)
print("valid (2,2)? \(matrix.indexIsValid(row: 2, column: 2))")

struct Phonebook {
    private var entries: [String: String] = [:]
    subscript(name: String) -> String? {
        get { entries[name.lowercased()] }
        set { entries[name.lowercased()] = newValue }
    }
    subscript(startingWith prefix: String) -> [String] {
        entries.keys.filter { $0.hasPrefix(prefix.lowercased()) }.sorted()
    }
}
var book = Phonebook()
book["Alice"] = "555-0101"
book["alan"] = "555-0199"
book["Bob"] = "555-0142"
print(book["ALICE"] ?? "none")
print(book[startingWith: "Al"])
book["Bob"] = nil
print(book["bob"] ?? "Bob was removed")

enum Weekday: Int {
    case monday = 1, tuesday, wednesday, thursday, friday
    static subscript(n: Int) -> Weekday {
        Weekday(rawValue: n) ?? .monday
    }
}
print(Weekday[3], Weekday[42])

extension String {
    subscript(safe offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        return self[index(startIndex, offsetBy: offset)]
    }
}
let word = "Swift"
print(word[safe: 1].map(String.init) ?? "-", word[safe: 10].map(String.init) ?? "-")
// expect: six times three is 18
// expect: [0.0, 1.5, 3.2, 0.0]
// expect: valid (2,2)? false
// expect: 555-0101
// expect: ["alan", "alice"]
// expect: Bob was removed
// expect: wednesday monday
// expect: w -
