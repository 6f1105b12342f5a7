// Compiler test style: mutating arrays of optional structs and optional class references
struct Cell { var hits = 0 }
final class Slot { var n: Int; init(_ n: Int) { self.n = n } }

var cells: [Cell?] = [Cell(), nil, Cell(hits: 5)]
cells[0]?.hits += 1
cells[1]?.hits += 1
cells[2]?.hits *= 2
print(cells.map { $0?.hits ?? -1 })

cells[1] = Cell(hits: 7)
cells[0] = nil
print(cells.map { $0.map { String($0.hits) } ?? "nil" })
print(cells.compactMap { $0?.hits })

var slots: [Slot?] = [Slot(1), nil, Slot(3)]
let saved = slots
slots[0]?.n = 100
slots[2] = nil
print(saved.map { $0?.n ?? 0 })
print(slots.map { $0?.n ?? 0 })

var nested: [[Int]?] = [[1, 2], nil]
nested[0]?.append(3)
nested[1]?.append(4)
nested[0]?[0] = 99
print(nested)

if var first = cells.first, first != nil {
  first!.hits = 1000
  print(first!.hits, cells[0]?.hits as Any)
}
var opt: Cell? = Cell()
opt!.hits += 3
print(opt!.hits)
// expect: [1, -1, 10]
// expect: ["nil", "7", "10"]
// expect: [7, 10]
// expect: [100, 0, 3]
// expect: [100, 0, 0]
// expect: [Optional([99, 2, 3]), nil]
// expect: 3
