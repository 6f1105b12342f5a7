// Compiler test style: class hierarchy conforming to protocols — base implementations overridden and dispatched via witness
protocol Describable {
  func describe() -> String
  func category() -> String
}
extension Describable {
  func category() -> String { return "generic" }
  func headline() -> String { return "\(category()): \(describe())" }
}

class Item: Describable {
  let id: Int
  init(id: Int) { self.id = id }
  func describe() -> String { return "item \(id)" }
  func category() -> String { return "item" }
}
class Book: Item {
  override func describe() -> String { return "book \(id) / " + super.describe() }
}
class Ebook: Book {
  override func category() -> String { return "digital " + super.category() }
}

func headline<D: Describable>(_ d: D) -> String { return d.headline() }

let items: [Item] = [Item(id: 1), Book(id: 2), Ebook(id: 3)]
for i in items {
  print(i.headline(), "||", headline(i), "||", (i as any Describable).category())
}

protocol Priced { var price: Int { get } }
extension Priced { var priceTag: String { return "$\(price)" } }
extension Book: Priced {
  var price: Int { return 10 + id }
}
let priced: [any Priced] = [Book(id: 5), Ebook(id: 6)]
print(priced.map { $0.priceTag })
func total<P: Priced>(_ xs: [P]) -> Int { return xs.reduce(0) { $0 + $1.price } }
print(total([Book(id: 1), Ebook(id: 2)]))

let mixed: [any Describable & Priced] = [Book(id: 7), Ebook(id: 8)]
for m in mixed { print(m.headline(), m.priceTag) }

let classBound: [Item & Priced] = [Ebook(id: 9)]
print(classBound[0].id, classBound[0].category(), classBound[0].priceTag)

class Node<T>: Describable {
  let value: T
  init(_ v: T) { value = v }
  func describe() -> String { return "node(\(value))" }
}
class LabeledNode<T>: Node<T> {
  let label: String
  init(_ v: T, label: String) { self.label = label; super.init(v) }
  override func describe() -> String { return label + ":" + super.describe() }
  func category() -> String { return "labeled" }
}
let nodes: [Node<Int>] = [Node(1), LabeledNode(2, label: "two")]
print(nodes.map { $0.headline() })
print(nodes.map { headline($0) })
print(LabeledNode("s", label: "x").category(), headline(LabeledNode("s", label: "x")))

if let b = items[2] as? Book, let p = b as? Priced {
  print("book cast", b.describe(), p.priceTag)
}
print(items.compactMap { $0 as? Priced }.map { $0.price })

// expect: item: item 1 || item: item 1 || item
// expect: item: book 2 / item 2 || item: book 2 / item 2 || item
// expect: digital item: book 3 / item 3 || digital item: book 3 / item 3 || digital item
// expect: ["$15", "$16"]
// expect: 23
// expect: item: book 7 / item 7 $17
// expect: digital item: book 8 / item 8 $18
// expect: 9 digital item $19
// expect: ["generic: node(1)", "generic: two:node(2)"]
// expect: ["generic: node(1)", "generic: two:node(2)"]
// expect: labeled generic: x:node(s)
// expect: book cast book 3 / item 3 $13
// expect: [12, 13]
