// Compiler test style: CustomStringConvertible in class hierarchies, description overrides and print dispatch
class Item: CustomStringConvertible, CustomDebugStringConvertible {
  let id: Int
  init(id: Int) { self.id = id }
  var description: String { return "Item#\(id)" }
  var debugDescription: String { return "Item(id: \(id))" }
}

class Book: Item {
  let title: String
  init(id: Int, title: String) {
    self.title = title
    super.init(id: id)
  }
  override var description: String { return "Book#\(id) '\(title)'" }
}

class Ebook: Book {
  let sizeKB: Int
  init(id: Int, title: String, sizeKB: Int) {
    self.sizeKB = sizeKB
    super.init(id: id, title: title)
  }
  override var description: String { return super.description + " [\(sizeKB)KB]" }
  override var debugDescription: String { return "Ebook<" + super.debugDescription + ">" }
}

class Plain {
  var x = 1
}

let items: [Item] = [Item(id: 1), Book(id: 2, title: "Dune"), Ebook(id: 3, title: "Emma", sizeKB: 512)]
for i in items {
  print(i)
}
for i in items {
  debugPrint(i)
}
print(items)
print("interp: \(items[2])")
print(String(describing: items[1]))
print(String(reflecting: items[2]))

let opt: Item? = Book(id: 4, title: "Opt")
print(opt as Any)
print(opt!)
let none: Item? = nil
print(none as Any)

print(Plain())
print([Plain()].count)
let mixed: [Any] = [Item(id: 5), "str", 7, Ebook(id: 6, title: "T", sizeKB: 1)]
for m in mixed {
  print(m)
}
print("tuple: \((items[0], items[1]))")
let dict: [String: Item] = ["k": Book(id: 8, title: "D")]
print(dict)
// expect: Item#1
// expect: Book#2 'Dune'
// expect: Book#3 'Emma' [512KB]
// expect: Item(id: 1)
// expect: Item(id: 2)
// expect: Ebook<Item(id: 3)>
// expect: [Item(id: 1), Item(id: 2), Ebook<Item(id: 3)>]
// expect: interp: Book#3 'Emma' [512KB]
// expect: Book#2 'Dune'
// expect: Ebook<Item(id: 3)>
// expect: Optional(Item(id: 4))
// expect: Book#4 'Opt'
// expect: nil
// expect: main.Plain
// expect: 1
// expect: Item#5
// expect: str
// expect: 7
// expect: Book#6 'T' [1KB]
// expect: tuple: (Item(id: 1), Item(id: 2))
// expect: ["k": Item(id: 8)]
