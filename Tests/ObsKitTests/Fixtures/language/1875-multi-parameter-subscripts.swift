// Compiler test style: subscripts — multiple parameters, labeled parameters, setters, default arguments, static and generic subscripts
struct Grid {
    let rows: Int, cols: Int
    private var storage: [Int]

    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows
        self.cols = cols
        storage = Array(repeating: fill, count: rows * cols)
    }

    subscript(row: Int, col: Int) -> Int {
        get { storage[row * cols + col] }
        set { storage[row * cols + col] = newValue }
    }

    subscript(row r: Int) -> [Int] {
        get { Array(storage[(r * cols)..<((r + 1) * cols)]) }
        set {
            for (c, v) in newValue.enumerated() where c < cols { self[r, c] = v }
        }
    }

    subscript(column c: Int) -> [Int] {
        (0..<rows).map { self[$0, c] }
    }

    subscript(row: Int, col: Int, default value: Int) -> Int {
        guard row >= 0, row < rows, col >= 0, col < cols else { return value }
        return self[row, col]
    }
}

var g = Grid(rows: 3, cols: 4)
for r in 0..<3 { for c in 0..<4 { g[r, c] = r * 10 + c } }
print(g[row: 1])
print(g[column: 2])
g[row: 2] = [7, 7, 7, 7, 7, 7]
print(g[row: 2])
g[0, 0] += 100
print(g[0, 0], g[5, 5, default: -1], g[1, 1, default: -1])

// Subscript with variadic parameter and a default argument
struct Table {
    var cells: [String: String] = [:]
    subscript(keys: String..., separator sep: String = "/") -> String? {
        get { cells[keys.joined(separator: sep)] }
        set { cells[keys.joined(separator: sep)] = newValue }
    }
}
var t = Table()
t["users", "42", "name"] = "Kim"
t["users", "42", separator: "."] = "record"
print(t["users", "42", "name"] ?? "nil", t["users", "42", separator: "."] ?? "nil", t["users"] ?? "nil")
print(t.cells.keys.sorted())

// Generic subscript
struct Bag {
    var items: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type) -> T? {
        items[key] as? T
    }
}
let bag = Bag(items: ["n": 5, "s": "five"])
print(bag["n", as: Int.self] as Any, bag["n", as: String.self] as Any, bag["s", as: String.self] as Any)

// Static subscript
enum Registry {
    static var values = ["a": 1]
    static subscript(name: String) -> Int {
        get { values[name, default: 0] }
        set { values[name] = newValue }
    }
}
Registry["b"] = 2
Registry["a"] += 10
print(Registry["a"], Registry["b"], Registry["zzz"])

// expect: [10, 11, 12, 13]
// expect: [2, 12, 22]
// expect: [7, 7, 7, 7]
// expect: 100 -1 11
// expect: Kim record nil
// expect: ["users.42", "users/42/name"]
// expect: Optional(5) nil Optional("five")
// expect: 11 2 0
