// Compiler test style: overriding subscripts in class hierarchies, get/set and multiple parameters
class Grid {
  var cells: [Int]
  let width: Int

  init(width: Int, height: Int) {
    self.width = width
    cells = Array(repeating: 0, count: width * height)
  }

  subscript(x: Int, y: Int) -> Int {
    get { return cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  subscript(row r: Int) -> [Int] {
    return Array(cells[(r * width)..<((r + 1) * width)])
  }

  subscript(key: String) -> String {
    return "Grid[\(key)]"
  }
}

class LoggingGrid: Grid {
  var writes = 0
  override subscript(x: Int, y: Int) -> Int {
    get {
      let v = super[x, y]
      print("  read (\(x),\(y)) = \(v)")
      return v
    }
    set {
      writes += 1
      print("  write (\(x),\(y)) = \(newValue)")
      super[x, y] = newValue
    }
  }

  override subscript(key: String) -> String {
    return "Logging" + super[key]
  }
}

class DoublingGrid: LoggingGrid {
  override subscript(x: Int, y: Int) -> Int {
    get { return super[x, y] * 2 }
    set { super[x, y] = newValue + 1 }
  }

  override subscript(row r: Int) -> [Int] {
    return super[row: r].map { $0 * 2 }
  }
}

let g = Grid(width: 3, height: 2)
g[1, 0] = 5
g[2, 1] = 7
print(g[row: 0], g[row: 1], g["k"])

let lg: Grid = LoggingGrid(width: 2, height: 2)
lg[0, 0] = 1
lg[1, 1] = 4
print("sum \(lg[0, 0] + lg[1, 1])")
print(lg["name"])
print("writes \((lg as! LoggingGrid).writes)")

let dg: Grid = DoublingGrid(width: 2, height: 2)
dg[1, 0] = 10
print("value \(dg[1, 0])")
dg[1, 0] += 1
print("rows \(dg[row: 0]) \(dg[row: 1])")
print(dg["z"])

class Sparse {
  subscript(i: Int) -> Int? { return i % 2 == 0 ? i * i : nil }
}
class DenseSparse: Sparse {
  override subscript(i: Int) -> Int? { return super[i] ?? -1 }
}
let sp: [Sparse] = [Sparse(), DenseSparse()]
for s in sp {
  print((0..<4).map { s[$0].map(String.init) ?? "nil" }.joined(separator: ","))
}
// expect: [0, 5, 0] [0, 0, 7] Grid[k]
// expect:   write (0,0) = 1
// expect:   write (1,1) = 4
// expect:   read (0,0) = 1
// expect:   read (1,1) = 4
// expect: sum 5
// expect: LoggingGrid[name]
// expect: writes 2
// expect:   write (1,0) = 11
// expect:   read (1,0) = 11
// expect: value 22
// expect:   read (1,0) = 11
// expect:   write (1,0) = 24
// expect: rows [0, 48] [0, 0]
// expect: LoggingGrid[z]
// expect: 0,nil,4,nil
// expect: 0,-1,4,-1
