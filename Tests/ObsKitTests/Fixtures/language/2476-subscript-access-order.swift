// Compiler test style: subscript get/set access order for assignment, compound assignment and nested fields
// known-gap: line 6: expected "  set [1] = (2, 1)", got "  get [1]"
struct Cell {
  var value: Int
  var hits: Int
}

struct Sheet {
  private var cells: [Cell] = [Cell(value: 1, hits: 0), Cell(value: 2, hits: 0), Cell(value: 3, hits: 0)]
  subscript(_ index: Int) -> Cell {
    get {
      print("  get [\(index)]")
      return cells[index]
    }
    set {
      print("  set [\(index)] = (\(newValue.value), \(newValue.hits))")
      cells[index] = newValue
    }
  }
  subscript(row row: Int, bonus bonus: Int) -> Int {
    get {
      print("  get row:\(row) bonus:\(bonus)")
      return cells[row].value + bonus
    }
    set {
      print("  set row:\(row) bonus:\(bonus) <- \(newValue)")
      cells[row].value = newValue - bonus
    }
  }
}

func double(_ n: inout Int) { n *= 2 }

var sheet = Sheet()
print("field assign")
sheet[0].value = 10
print("field compound")
sheet[1].hits += 1
print("labelled compound")
sheet[row: 2, bonus: 100] += 5
print("inout through subscript")
double(&sheet[2].value)
print("read")
print(sheet[0].value, sheet[1].hits, sheet[2].value)
// expect: field assign
// expect:   get [0]
// expect:   set [0] = (10, 0)
// expect: field compound
// expect:   get [1]
// expect:   set [1] = (2, 1)
// expect: labelled compound
// expect:   get row:2 bonus:100
// expect:   set row:2 bonus:100 <- 108
// expect: inout through subscript
// expect:   get [2]
// expect:   set [2] = (16, 0)
// expect: read
// expect:   get [0]
// expect:   get [1]
// expect:   get [2]
// expect: 10 1 16
