// Swift book style (Subscripts): read-only subscripts, matrix subscripts with multiple parameters, static type subscripts and overloaded labels
struct Times {
    let base: Int
    subscript(i: Int) -> Int { base * i }
}
let seven = Times(base: 7)
print(seven[3], seven[0])

struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func valid(_ r: Int, _ c: Int) -> Bool { r >= 0 && r < rows && c >= 0 && c < columns }
    subscript(r: Int, c: Int) -> Double {
        get {
            assert(valid(r, c), "out of range")
            return grid[r * columns + c]
        }
        set { grid[r * columns + c] = newValue }
    }
    subscript(row r: Int) -> [Double] {
        Array(grid[(r * columns)..<((r + 1) * columns)])
    }
}
var m = Matrix(rows: 2, columns: 3)
m[0, 1] = 1.5
m[1, 2] = 3.25
m[1, 0] += 2
print(m.grid)
print(m[row: 1], m.valid(2, 0))

enum Element: Int {
    case hydrogen = 1, helium, lithium
    static subscript(n: Int) -> Element { Element(rawValue: n) ?? .hydrogen }
}
print(Element[2], Element[99])

struct Registry {
    static var storage: [String: Int] = [:]
    static subscript(key: String) -> Int {
        get { storage[key, default: 0] }
        set { storage[key] = newValue }
    }
}
Registry["a"] += 5
Registry["a"] += 1
print(Registry["a"], Registry["b"])

struct Sentence {
    var words: [String]
    subscript(index: Int) -> String {
        get { words[index] }
        set { words[index] = newValue }
    }
    subscript(first n: Int, joinedBy sep: String = " ") -> String {
        words.prefix(n).joined(separator: sep)
    }
}
var s = Sentence(words: ["the", "quick", "fox"])
s[1] = "slow"
print(s[first: 2], s[first: 3, joinedBy: "_"], s[2])
var counts = ["x": 1]
counts["y", default: 10] += 1
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: 21 0
// expect: [0.0, 1.5, 0.0, 2.0, 0.0, 3.25]
// expect: [2.0, 0.0, 3.25] false
// expect: helium hydrogen
// expect: 6 0
// expect: the slow the_slow_fox fox
// expect: ["x=1", "y=11"]
