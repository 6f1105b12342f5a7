// Swift book, "Subscripts" and "Methods": multi-parameter subscripts with assertions, static subscripts, labeled subscripts, mutating methods, self-replacement
struct Matrix: CustomStringConvertible {
    let rows: Int, columns: Int
    private var grid: [Double]
    init(rows: Int, columns: Int, repeating value: Double = 0) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
    subscript(row row: Int) -> [Double] {
        Array(grid[row * columns ..< (row + 1) * columns])
    }
    subscript(column column: Int) -> [Double] {
        (0..<rows).map { self[$0, column] }
    }
    static subscript(identity n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    mutating func scale(by factor: Double) {
        for i in grid.indices { grid[i] *= factor }
    }
    mutating func transpose() {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        self = t
    }
    var description: String {
        (0..<rows).map { r in self[row: r].map { String($0) }.joined(separator: " ") }.joined(separator: "\n")
    }
}

var matrix = Matrix(rows: 2, columns: 3)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
matrix[1, 2] += 4
print(matrix)
print(matrix.indexIsValid(row: 2, column: 0), matrix.indexIsValid(row: 1, column: 2))
print(matrix[column: 2], matrix[row: 1])
matrix.transpose()
print("transposed \(matrix.rows)x\(matrix.columns):")
print(matrix)
var id = Matrix[identity: 3]
id.scale(by: 2.5)
print(id)

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimes = TimesTable(multiplier: 3)
print((1...5).map { threeTimes[$0] })

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static subscript(n: Int) -> Weekday { Weekday(rawValue: (n - 1) % 7 + 1)! }
    mutating func advance(by days: Int = 1) { self = Weekday[rawValue + days] }
}
var day = Weekday[10]
print(day)
day.advance()
day.advance(by: 5)
print(day)

// expect: 0.0 1.5 0.0
// expect: 3.2 0.0 4.0
// expect: false true
// expect: [0.0, 4.0] [3.2, 0.0, 4.0]
// expect: transposed 3x2:
// expect: 0.0 3.2
// expect: 1.5 0.0
// expect: 0.0 4.0
// expect: 2.5 0.0 0.0
// expect: 0.0 2.5 0.0
// expect: 0.0 0.0 2.5
// expect: [3, 6, 9, 12, 15]
// expect: wed
// expect: tue
