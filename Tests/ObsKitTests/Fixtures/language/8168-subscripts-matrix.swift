// Course exercise: subscripts with multiple parameters, assertions, labels and static subscripts
struct Matrix {
    let rows: Int, columns: Int
    private var grid: [Double]

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

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        multiplier * index
    }
}

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static subscript(n: Int) -> Weekday {
        Weekday(rawValue: n) ?? .mon
    }
}

struct Gradebook {
    private var scores: [String: [Int]] = [:]
    subscript(student: String, default defaultValue: [Int] = []) -> [Int] {
        get { scores[student] ?? defaultValue }
        set { scores[student] = newValue }
    }
}

var matrix = Matrix(rows: 2, columns: 3)
matrix[0, 1] = 1.5
matrix[1, 2] = 3.2
print("row 0: \(matrix[row: 0])")
print("row 1: \(matrix[row: 1])")
print("valid (2, 0): \(matrix.indexIsValid(row: 2, column: 0))")

let threeTimes = TimesTable(multiplier: 3)
print("six times three is \(threeTimes[6])")
print("weekday 3: \(Weekday[3]), weekday 10: \(Weekday[10])")

var book = Gradebook()
book["ana"] = [90, 85]
book["ana"].append(77)
print("ana: \(book["ana"])")
print("ben: \(book["ben", default: [0]])")

// expect: row 0: [0.0, 1.5, 0.0]
// expect: row 1: [0.0, 0.0, 3.2]
// expect: valid (2, 0): false
// expect: six times three is 18
// expect: weekday 3: wed, weekday 10: mon
// expect: ana: [90, 85, 77]
// expect: ben: [0]
