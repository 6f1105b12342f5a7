// Compiler test style: static subscripts, multi-parameter subscripts, subscripts with default and labeled arguments
struct Grid {
  var cells: [Int]
  let width: Int
  init(width: Int, height: Int) { self.width = width; cells = Array(repeating: 0, count: width * height) }
  subscript(x: Int, y: Int) -> Int {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }
  subscript(row y: Int) -> [Int] { Array(cells[(y * width)..<(y * width + width)]) }
  subscript(x: Int, y: Int, default d: Int = -1) -> Int {
    (x < 0 || x >= width || y < 0 || y * width >= cells.count) ? d : cells[y * width + x]
  }
}

var g = Grid(width: 3, height: 2)
g[0, 0] = 1
g[2, 1] = 9
g[1, 1] += 5
print(g[row: 0], g[row: 1])
print(g[2, 1, default: 0], g[5, 5, default: 0], g[7, 0, default: -7])

enum Registry {
  static var storage: [String: Int] = ["a": 1]
  static subscript(key: String) -> Int? {
    get { storage[key] }
    set { storage[key] = newValue }
  }
  static subscript(key: String, or fallback: Int) -> Int { storage[key] ?? fallback }
}
Registry["b"] = 2
Registry["a"] = nil
print(Registry["a"] as Any, Registry["b"] as Any)
print(Registry["zz", or: 99], Registry["b", or: 99])
print(Registry.storage.keys.sorted())

struct Poly {
  subscript(_ a: Int) -> String { "int \(a)" }
  subscript(_ a: String) -> String { "string \(a)" }
  subscript(_ a: Int, _ b: Int...) -> String { "variadic \(a) \(b)" }
  subscript(scale s: Int = 2, _ v: Int) -> Int { s * v }
}
let p = Poly()
print(p[1], p["x"], p[1, 2, 3])
print(p[5], p[scale: 3, 5])
// expect: [1, 0, 0] [0, 5, 9]
// expect: 9 0 -7
// expect: nil Optional(2)
// expect: 99 2
// expect: ["b"]
// expect: int 1 string x variadic 1 [2, 3]
// expect: int 5 15
