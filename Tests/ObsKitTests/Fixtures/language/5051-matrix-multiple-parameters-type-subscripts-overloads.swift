// Book style (Subscripts): matrix with multiple parameters, type subscripts and overloads
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
            precondition(indexIsValid(row: row, column: column), "out of range")
            return cells[row * columns + column]
        }
        set {
            cells[row * columns + column] = newValue
        }
    }
    subscript(row row: Int) -> [Double] {
        Array(cells[(row * columns)..<(row * columns + columns)])
    }
}

enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet? {
        Planet(rawValue: n)
    }
}

struct Phonebook {
    private var entries: [String: String] = [:]
    subscript(name: String) -> String? {
        get { entries[name] }
        set { entries[name] = newValue }
    }
    subscript(prefix prefix: Character) -> [String] {
        entries.keys.filter { $0.first == prefix }.sorted()
    }
    var count: Int { entries.count }
}

var g = Grid(rows: 2, columns: 3)
g[0, 1] = 1.5
g[1, 2] = 3.25
print(g[0, 1], g[1, 2], g[1, 0])
print(g[row: 0])
print(g[row: 1])
print(g.cells)
print(g.indexIsValid(row: 2, column: 0))

print(Planet[3] as Any)
print(Planet[9] as Any)
if let p = Planet[4] { print(p, p.rawValue) }

var book = Phonebook()
book["Maya"] = "555-0101"
book["Milo"] = "555-0199"
book["Zed"] = "555-0000"
print(book["Maya"] as Any)
print(book["Nobody"] as Any)
print(book[prefix: "M"])
book["Milo"] = nil
print(book[prefix: "M"], book.count)

struct Word {
    let text: String
    subscript(i: Int) -> Character { Array(text)[i] }
    subscript(r: Range<Int>) -> String { String(Array(text)[r]) }
}
let w = Word(text: "subscript")
print(w[0], w[3], w[0..<3], w[3..<9])

// expect: 1.5 3.25 0.0
// expect: [0.0, 1.5, 0.0]
// expect: [0.0, 0.0, 3.25]
// expect: [0.0, 1.5, 0.0, 0.0, 0.0, 3.25]
// expect: false
// expect: Optional(main.Planet.earth)
// expect: nil
// expect: mars 4
// expect: Optional("555-0101")
// expect: nil
// expect: ["Maya", "Milo"]
// expect: ["Maya"] 2
// expect: s s sub script
