// Compiler test style: subscripts — static subscripts, generic subscripts, multiple parameters, default arguments, and labeled parameters
enum Config {
    private static var values: [String: String] = ["mode": "fast", "level": "3"]
    static subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
    static subscript(key key: String, default fallback: String) -> String {
        values[key] ?? fallback
    }
    static var keys: [String] { values.keys.sorted() }
}

print(Config["mode"] ?? "-", Config["missing"] ?? "-")
Config["mode"] = "slow"
Config["color"] = "red"
Config["level"] = nil
print(Config.keys, Config["mode"]!)
print(Config[key: "zzz", default: "fallback"], Config[key: "color", default: "x"])

struct Bag {
    var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key key: String, as type: T.Type) -> T? { storage[key] as? T }
}

var bag = Bag()
bag["n"] = 42
bag["s"] = "text"
let n: Int? = bag["n"]
let wrong: String? = bag["n"]
print(n!, wrong == nil, bag[key: "s", as: String.self]!)

struct Matrix {
    let rows: Int, cols: Int
    var grid: [Int]
    init(rows: Int, cols: Int) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: 0, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Int {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] { Array(grid[(r * cols)..<(r * cols + cols)]) }
    subscript(column c: Int) -> [Int] { (0..<rows).map { self[$0, c] } }
    subscript(diagonal offset: Int = 0) -> [Int] {
        (0..<rows).compactMap { r in
            let c = r + offset
            return c >= 0 && c < cols ? self[r, c] : nil
        }
    }
}

var m = Matrix(rows: 3, cols: 3)
for r in 0..<3 { for c in 0..<3 { m[r, c] = r * 3 + c } }
m[1, 1] *= 10
print(m[row: 1], m[column: 2])
print(m[], m[diagonal: 1], m[diagonal: -1])

// Generic subscript on a collection extension with a where clause.
extension Array {
    subscript<I: Sequence>(gather indices: I) -> [Element] where I.Element == Int {
        indices.map { self[$0] }
    }
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
let letters = ["a", "b", "c", "d", "e"]
print(letters[gather: [4, 0, 2]], letters[gather: stride(from: 0, to: 5, by: 2)])
print(letters[safe: 3] ?? "-", letters[safe: 9] ?? "-")

// expect: fast -
// expect: ["color", "mode"] slow
// expect: fallback red
// expect: 42 true text
// expect: [3, 40, 5] [2, 5, 8]
// expect: [0, 40, 8] [1, 5] [3, 7]
// expect: ["e", "a", "c"] ["a", "c", "e"]
// expect: d -
