// Swift compiler Interpreter test style: subscripts with multiple parameters and setters
struct Grid<T> {
  let rows: Int, cols: Int
  private var cells: [T]
  init(rows: Int, cols: Int, fill: T) {
    self.rows = rows; self.cols = cols
    cells = Array(repeating: fill, count: rows * cols)
  }
  subscript(r: Int, c: Int) -> T {
    get { cells[r * cols + c] }
    set { cells[r * cols + c] = newValue }
  }
  subscript(row r: Int) -> [T] {
    get { Array(cells[(r * cols)..<((r + 1) * cols)]) }
    set {
      precondition(newValue.count == cols)
      for (i, v) in newValue.enumerated() { cells[r * cols + i] = v }
    }
  }
  subscript(column c: Int) -> [T] {
    (0..<rows).map { self[$0, c] }
  }
}

var g = Grid(rows: 3, cols: 4, fill: 0)
g[0, 0] = 1
g[1, 2] = 5
g[2, 3] += 9
print(g[row: 0], g[row: 1], g[row: 2])
g[row: 1] = [7, 7, 7, 7]
print(g[column: 2])
g[2, 0] = g[1, 1] * 2
for r in 0..<g.rows { print(g[row: r].map(String.init).joined(separator: " ")) }

struct Config {
  private var values: [String: String] = [:]
  subscript(key: String, default def: String = "?") -> String {
    get { values[key] ?? def }
    set { values[key] = newValue }
  }
  subscript(keys: String...) -> [String] {
    keys.map { self[$0] }
  }
}
var cfg = Config()
cfg["mode"] = "fast"
cfg["level"] = "3"
print(cfg["mode"], cfg["missing"], cfg["missing", default: "none"])
print(cfg["mode", "level", "x"])

class Matrix {
  var data: [[Double]]
  init(_ d: [[Double]]) { data = d }
  subscript(i: Int, j: Int) -> Double {
    get { data[i][j] }
    set { print("set [\(i)][\(j)] = \(newValue)"); data[i][j] = newValue }
  }
  static subscript(identity n: Int) -> Matrix {
    Matrix((0..<n).map { i in (0..<n).map { $0 == i ? 1.0 : 0.0 } })
  }
}
let m = Matrix[identity: 3]
m[0, 2] = 4.5
m[1, 1] *= 3
print(m.data)

enum Weekday: Int { case mon = 1, tue, wed, thu, fri }
struct Schedule {
  var slots: [Weekday: [String]] = [:]
  subscript(day: Weekday, hour: Int) -> String? {
    get { slots[day].flatMap { hour < $0.count ? $0[hour] : nil } }
    set { slots[day, default: Array(repeating: "", count: 3)][hour] = newValue ?? "" }
  }
}
var sched = Schedule()
sched[.tue, 1] = "gym"
sched[.fri, 0] = "review"
print(sched[.tue, 1] ?? "free", sched[.tue, 0] ?? "free", sched[.mon, 0] ?? "free")
print(sched.slots.keys.map { $0.rawValue }.sorted())
// expect: [1, 0, 0, 0] [0, 0, 5, 0] [0, 0, 0, 9]
// expect: [0, 7, 0]
// expect: 1 0 0 0
// expect: 7 7 7 7
// expect: 14 0 0 9
// expect: fast ? none
// expect: ["fast", "3", "?"]
// expect: set [0][2] = 4.5
// expect: set [1][1] = 3.0
// expect: [[1.0, 0.0, 4.5], [0.0, 3.0, 0.0], [0.0, 0.0, 1.0]]
// expect: gym  free
// expect: [2, 5]
