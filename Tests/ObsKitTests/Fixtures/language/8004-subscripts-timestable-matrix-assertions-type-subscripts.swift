// Swift book style (Subscripts): TimesTable, a Matrix with assertions, type subscripts, multiple parameters
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let sevens = TimesTable(multiplier: 7)
print("six times seven is \(sevens[6])")
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
}
var m = Matrix(rows: 2, columns: 3)
m[0, 1] = 1.5
m[1, 2] = 3.25
print(m.grid)
print(m[1, 2] + m[0, 1])
print(m.indexIsValid(row: 2, column: 0))
enum Planet: Int {
    case mercury = 1, venus, earth
    static subscript(n: Int) -> Planet { Planet(rawValue: n)! }
}
print(Planet[3])
struct Word {
    var letters: [Character]
    subscript(i: Int) -> Character {
        get { letters[i] }
        set { letters[i] = newValue }
    }
    subscript(from start: Int, to end: Int) -> String { String(letters[start..<end]) }
}
var w = Word(letters: Array("maple"))
w[0] = "t"
print(String(w.letters), w[from: 1, to: 4])
var dict = ["a": 1]
dict["b"] = 2
dict["a", default: 0] += 10
print(dict.sorted { $0.key < $1.key })
// expect: six times seven is 42
// expect: [0.0, 1.5, 0.0, 0.0, 0.0, 3.25]
// expect: 4.75
// expect: false
// expect: earth
// expect: taple apl
// expect: [(key: "a", value: 11), (key: "b", value: 2)]
