// Compiler test style (test/Interpreter/subscript_overrides.swift): class subscripts overridden with super[] calls and observers
class Storage {
  var cells: [String: Int] = [:]
  var log: [String] = []

  subscript(key: String) -> Int {
    get {
      log.append("base get \(key)")
      return cells[key, default: 0]
    }
    set {
      log.append("base set \(key)=\(newValue)")
      cells[key] = newValue
    }
  }

  subscript(index: Int) -> String {
    return "base#\(index)"
  }

  subscript(a: Int, b: Int) -> Int {
    return a * b
  }
}

class ClampedStorage: Storage {
  let limit: Int
  init(limit: Int) { self.limit = limit }

  override subscript(key: String) -> Int {
    get {
      let raw = super[key]
      log.append("clamped get \(key)")
      return min(raw, limit)
    }
    set {
      log.append("clamped set \(key)")
      super[key] = max(0, newValue)
    }
  }

  override subscript(index: Int) -> String {
    return super[index].uppercased() + "!"
  }
}

class LoggingStorage: ClampedStorage {
  override subscript(a: Int, b: Int) -> Int {
    let base = super[a, b]
    log.append("product \(a)x\(b)")
    return base + 1
  }
}

func exercise(_ s: Storage) {
  s["x"] = 50
  s["y"] = -4
  s["x"] += 10
  print(s["x"], s["y"], s["missing"])
  print(s[3], s[2, 5])
  print(s.log.joined(separator: "; "))
  s.log.removeAll()
}

exercise(Storage())
exercise(ClampedStorage(limit: 20))
exercise(LoggingStorage(limit: 5))

struct Matrix {
  var rows: Int, cols: Int
  var grid: [Double]
  init(rows: Int, cols: Int) {
    self.rows = rows
    self.cols = cols
    grid = Array(repeating: 0, count: rows * cols)
  }
  subscript(row: Int, col: Int) -> Double {
    get { grid[row * cols + col] }
    set { grid[row * cols + col] = newValue }
  }
  subscript(row r: Int) -> [Double] {
    get { Array(grid[(r * cols)..<((r + 1) * cols)]) }
    set { grid.replaceSubrange((r * cols)..<((r + 1) * cols), with: newValue) }
  }
}

func double(_ x: inout Double) { x *= 2 }

var m = Matrix(rows: 2, cols: 3)
m[0, 1] = 1.5
m[1, 2] = 4
double(&m[0, 1])
m[row: 1][0] = 9
print(m[row: 0], m[row: 1])
m[row: 0] = [7, 8, 9]
print(m.grid)
m[1, 1] += 0.25
print(m[1, 1])

struct Wrapper {
  var inner = Matrix(rows: 1, cols: 2)
  var matrices = [Matrix(rows: 1, cols: 1)]
}
var w = Wrapper()
w.inner[0, 1] = 3
w.matrices[0][0, 0] = 11
w.matrices.append(w.inner)
w.matrices[1][row: 0] = [5, 6]
print(w.inner.grid, w.matrices.map { $0.grid })

// expect: 60 -4 0
// expect: base#3 10
// expect: base set x=50; base set y=-4; base get x; base set x=60; base get x; base get y; base get missing
// expect: 20 0 0
// expect: BASE#3! 10
// expect: clamped set x; base set x=50; clamped set y; base set y=0; base get x; clamped get x; clamped set x; base set x=30; base get x; clamped get x; base get y; clamped get y; base get missing; clamped get missing
// expect: 5 0 0
// expect: BASE#3! 11
// expect: clamped set x; base set x=50; clamped set y; base set y=0; base get x; clamped get x; clamped set x; base set x=15; base get x; clamped get x; base get y; clamped get y; base get missing; clamped get missing; product 2x5
// expect: [0.0, 3.0, 0.0] [9.0, 0.0, 4.0]
// expect: [7.0, 8.0, 9.0, 9.0, 0.0, 4.0]
// expect: 0.25
// expect: [0.0, 3.0] [[11.0], [5.0, 6.0]]
