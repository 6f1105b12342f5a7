// Compiler test style (test/Interpreter/subscripts.swift): subscripts with labels, defaults, generics, static and setters
struct Matrix {
  let rows: Int, cols: Int
  private var grid: [Int]
  init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; grid = Array(repeating: 0, count: rows * cols) }
  subscript(r: Int, c: Int) -> Int {
    get { grid[r * cols + c] }
    set { grid[r * cols + c] = newValue }
  }
  subscript(row r: Int) -> [Int] { Array(grid[(r * cols)..<((r + 1) * cols)]) }
  subscript(column c: Int) -> [Int] { (0..<rows).map { self[$0, c] } }
}
var m = Matrix(rows: 3, cols: 3)
for r in 0..<3 { for c in 0..<3 { m[r, c] = r * 3 + c } }
m[1, 1] += 100
print(m[row: 1], m[column: 2], m[2, 0])

struct SafeArray<T> {
  var items: [T]
  subscript(safe i: Int) -> T? { items.indices.contains(i) ? items[i] : nil }
  subscript(i: Int, default d: T) -> T { self[safe: i] ?? d }
  subscript<K>(key: K, transform: (T) -> K) -> [T] where K: Equatable {
    items.filter { transform($0) == key }
  }
}
let sa = SafeArray(items: ["apple", "avocado", "banana"])
print(sa[safe: 1] as Any, sa[safe: 9] as Any, sa[5, default: "none"])
print(sa["a" as Character, { $0.first! }], sa[6, { $0.count }])

enum Registry {
  static var store: [String: Int] = [:]
  static subscript(name: String) -> Int {
    get { store[name, default: -1] }
    set { store[name] = newValue }
  }
}
Registry["a"] = 1
Registry["b"] = Registry["a"] + 10
print(Registry["a"], Registry["b"], Registry["c"])

class Sparse {
  private var data: [Int: String] = [:]
  subscript(index: Int) -> String? {
    get { data[index] }
    set { data[index] = newValue }
  }
  var keys: [Int] { data.keys.sorted() }
}
let sp = Sparse()
sp[3] = "three"; sp[10] = "ten"; sp[3] = nil; sp[7] = "seven"
print(sp.keys, sp[7] as Any, sp[3] as Any)

struct Vars {
  subscript(_ xs: Int...) -> Int { xs.reduce(0, +) }
}
print(Vars()[1, 2, 3], Vars()[], Vars()[5])

var nested = [[1, 2], [3, 4]]
nested[1][0] *= 10
nested[0].append(9)
var dictOfArrays: [String: [Int]] = [:]
dictOfArrays["x", default: []].append(1)
dictOfArrays["x", default: []].append(2)
print(nested, dictOfArrays)
let str = "subscript"
print(str[str.index(str.startIndex, offsetBy: 3)], str[str.index(after: str.startIndex)...])

// expect: [3, 104, 5] [2, 5, 8] 6
// expect: Optional("avocado") nil none
// expect: ["apple", "avocado"] ["banana"]
// expect: 1 11 -1
// expect: [7, 10] Optional("seven") nil
// expect: 6 0 5
// expect: [[1, 2, 9], [30, 4]] ["x": [1, 2]]
// expect: s ubscript
