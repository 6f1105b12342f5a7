// Compiler test style: mutating struct elements of an array stored in a class, counting observer calls
struct Item {
  var sku: String
  var qty: Int
  mutating func restock(_ n: Int) { qty += n }
  func restocked(_ n: Int) -> Item { var c = self; c.qty += n; return c }
}

final class Warehouse {
  var observerCalls = 0
  var items: [Item] = [] {
    didSet { observerCalls += 1 }
  }
}

let w = Warehouse()
w.items = [Item(sku: "A", qty: 1), Item(sku: "B", qty: 2), Item(sku: "C", qty: 3)]
print("calls after assign:", w.observerCalls)

w.items[0].restock(10)
w.items[1].qty += 5
print("calls after two element edits:", w.observerCalls)

for i in w.items.indices {
  w.items[i].restock(1)
}
print("calls after loop:", w.observerCalls)

w.items = w.items.map { $0.restocked(100) }
print("calls after map:", w.observerCalls)

let first = w.items[0]
w.items[0].sku = "Z"
print("copy kept:", first.sku, "stored:", w.items[0].sku)

var external = w.items
external[2].qty = 0
print("calls after external edit:", w.observerCalls, w.items[2].qty)

w.items.sort { $0.qty > $1.qty }
w.items.removeAll { $0.qty > 110 }
print("calls:", w.observerCalls)
print(w.items.map { "\($0.sku)=\($0.qty)" })

let readOnlyAlias = w
readOnlyAlias.items[0].restock(-4)
print(w.items.map { $0.qty }, w.observerCalls)
// expect: calls after assign: 1
// expect: calls after two element edits: 3
// expect: calls after loop: 6
// expect: calls after map: 7
// expect: copy kept: A stored: Z
// expect: calls after external edit: 8 104
// expect: calls: 10
// expect: ["B=108", "C=104"]
// expect: [104, 104] 11
