// The Swift Programming Language style (Subscripts): a grid with a two-parameter subscript and bounds assertion, a settable subscript, and subscript overloads by label
struct Grid {
    let rows: Int, columns: Int
    private var cells: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: 0.0, count: rows * columns)
    }
    func inRange(_ r: Int, _ c: Int) -> Bool {
        r >= 0 && r < rows && c >= 0 && c < columns
    }
    subscript(r: Int, c: Int) -> Double {
        get {
            assert(inRange(r, c), "out of range")
            return cells[r * columns + c]
        }
        set {
            cells[r * columns + c] = newValue
        }
    }
    subscript(row r: Int) -> [Double] {
        Array(cells[(r * columns)..<((r + 1) * columns)])
    }
    subscript(column c: Int) -> [Double] {
        (0..<rows).map { cells[$0 * columns + c] }
    }
}

var g = Grid(rows: 2, columns: 3)
g[0, 1] = 1.5
g[1, 2] = 3.25
g[1, 0] += 2
print(g[row: 0])
print(g[row: 1])
print(g[column: 2])
print(g.inRange(2, 0), g.inRange(1, 2))

struct TimesTable {
    let base: Int
    subscript(i: Int) -> Int { base * i }
    subscript(from: Int, to: Int) -> [Int] { (from...to).map { self[$0] } }
}

let seven = TimesTable(base: 7)
print("7 x 6 = \(seven[6])")
print(seven[2, 5])

struct Notebook {
    private var pages: [String: String] = [:]
    subscript(page: String, default fallback: String = "(blank)") -> String {
        get { pages[page] ?? fallback }
        set { pages[page] = newValue }
    }
    var titles: [String] { pages.keys.sorted() }
}

var nb = Notebook()
nb["intro"] = "hello"
nb["summary"] = "bye"
print(nb["intro"], nb["missing"], nb["missing", default: "?"])
print(nb.titles)

// expect: [0.0, 1.5, 0.0]
// expect: [2.0, 0.0, 3.25]
// expect: [0.0, 3.25]
// expect: false true
// expect: 7 x 6 = 42
// expect: [14, 21, 28, 35]
// expect: hello (blank) ?
// expect: ["intro", "summary"]
