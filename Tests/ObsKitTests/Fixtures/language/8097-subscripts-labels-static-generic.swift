// Compiler test style: subscripts with labels, defaults, multiple parameters, generics, static subscripts and overloading
struct Matrix {
    let rows: Int, cols: Int
    private var storage: [Int]
    init(rows: Int, cols: Int) {
        self.rows = rows; self.cols = cols
        storage = Array(repeating: 0, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Int {
        get { storage[r * cols + c] }
        set { storage[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        Array(storage[(r * cols)..<((r + 1) * cols)])
    }
    subscript(column c: Int) -> [Int] {
        (0..<rows).map { self[$0, c] }
    }
    subscript(safe r: Int, _ c: Int, default d: Int = -1) -> Int {
        (0..<rows).contains(r) && (0..<cols).contains(c) ? self[r, c] : d
    }
}

var m = Matrix(rows: 2, cols: 3)
for r in 0..<2 { for c in 0..<3 { m[r, c] = r * 10 + c } }
m[1, 1] *= -1
print(m[row: 0], m[row: 1], m[column: 2])
print(m[safe: 1, 2], m[safe: 5, 0], m[safe: 5, 0, default: 99])

// Overloaded subscripts by argument type and return type
struct Bag {
    var items = ["apple": 3, "pear": 0]
    subscript(key: String) -> Int { items[key] ?? 0 }
    subscript(index: Int) -> String { items.keys.sorted()[index] }
    subscript(key: String) -> Bool { (items[key] ?? 0) > 0 }
}
let bag = Bag()
let count: Int = bag["apple"]
let has: Bool = bag["pear"]
print(count, has, bag[1])

// Generic subscripts
struct AnyStore {
    private var values: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
    subscript<K: Sequence>(keys: K) -> [String] where K.Element == String {
        keys.map { k in values[k].map { "\(k)=\($0)" } ?? "\(k)=?" }
    }
}
var store = AnyStore()
store["n"] = 5
store["s"] = "hi"
let n: Int? = store["n"]
print(n as Any, store["s", as: String.self] as Any, store["n", as: String.self] as Any)
print(store[["n", "s", "z"]])

// Static and class subscripts
enum Palette {
    static let colors = ["red", "green", "blue"]
    static subscript(i: Int) -> String { colors[i % colors.count] }
    static subscript(name n: String) -> Int? { colors.firstIndex(of: n) }
}
print(Palette[0], Palette[4], Palette[name: "blue"] as Any, Palette[name: "pink"] as Any)

// Subscript with variadic parameter and a setter with side effects
class Sheet {
    var cells: [String: String] = [:]
    subscript(path parts: String...) -> String? {
        get { cells[parts.joined(separator: "/")] }
        set {
            let key = parts.joined(separator: "/")
            print("  set \(key) = \(newValue ?? "nil")")
            cells[key] = newValue
        }
    }
}
let sheet = Sheet()
sheet[path: "a", "b"] = "x"
sheet[path: "a", "b"]? += "y"
sheet[path: "c"] = nil
print(sheet[path: "a", "b"] as Any, sheet.cells.count)

// expect: [0, 1, 2] [10, -11, 12] [2, 12]
// expect: 12 -1 99
// expect: 3 false pear
// expect: Optional(5) Optional("hi") nil
// expect: ["n=5", "s=hi", "z=?"]
// expect: red green Optional(2) nil
// expect:   set a/b = x
// expect:   set a/b = xy
// expect:   set c = nil
// expect: Optional("xy") 1
