// Compiler test style: didSet on an array property fires once per element mutation through a subscript
// known-gap: line 9: expected 'lookup didSet, size 1', got '["x": 2]'
struct Item { var count = 0; var name: String }

final class Inventory {
  var items: [Item] = [] {
    didSet {
      print("items didSet: \(oldValue.map { $0.count }) -> \(items.map { $0.count })")
    }
  }
  var lookup: [String: Int] = [:] {
    didSet { print("lookup didSet, size \(lookup.count)") }
  }
}

let inv = Inventory()
inv.items.append(Item(name: "a"))
inv.items.append(Item(name: "b"))
inv.items[0].count += 1
inv.items[1].count = 7
inv.items[1].name += "!"
inv.items.swapAt(0, 1)
inv.lookup["x"] = 1
inv.lookup["x"]? += 1
inv.lookup["missing"]? += 1
print(inv.lookup)

struct Wrapper {
  var inner: [Int] = [1] {
    didSet { print("inner didSet \(oldValue) -> \(inner)") }
  }
}
var ws = [Wrapper(), Wrapper()]
ws[1].inner[0] = 5
ws[0].inner.append(2)
print(ws.map { $0.inner })
// expect: items didSet: [] -> [0]
// expect: items didSet: [0] -> [0, 0]
// expect: items didSet: [0, 0] -> [1, 0]
// expect: items didSet: [1, 0] -> [1, 7]
// expect: items didSet: [1, 7] -> [1, 7]
// expect: items didSet: [1, 7] -> [7, 1]
// expect: lookup didSet, size 1
// expect: lookup didSet, size 1
// expect: lookup didSet, size 1
// expect: ["x": 2]
// expect: inner didSet [1] -> [5]
// expect: inner didSet [1] -> [1, 2]
// expect: [[1, 2], [5]]
