// Compiler test style: associated types are inferred from the signatures of witnesses
protocol Container {
  associatedtype Item
  mutating func append(_ item: Item)
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}

struct IntStack: Container {
  var items: [Int] = []
  mutating func append(_ item: Int) { items.append(item) }
  var count: Int { return items.count }
  subscript(i: Int) -> Int { return items[i] }
}

struct Wrapper<T>: Container {
  var items: [T] = []
  mutating func append(_ item: T) { items.append(item) }
  var count: Int { return items.count }
  subscript(i: Int) -> T { return items[i] }
}

func allItems<C: Container>(_ c: C) -> [C.Item] {
  var out: [C.Item] = []
  for i in 0..<c.count { out.append(c[i]) }
  return out
}

var s = IntStack()
s.append(3); s.append(1); s.append(4)
print(allItems(s))
print(IntStack.Item.self)

var w = Wrapper<String>()
w.append("a"); w.append("b")
print(allItems(w), Wrapper<String>.Item.self)

protocol Producer {
  associatedtype Output
  func produce() -> Output
}
struct Counter: Producer {
  func produce() -> Int { return 42 }
}
struct Namer: Producer {
  func produce() -> [String] { return ["x", "y"] }
}
func describe<P: Producer>(_ p: P) -> String {
  return "\(P.Output.self): \(p.produce())"
}
print(describe(Counter()))
print(describe(Namer()))
// expect: [3, 1, 4]
// expect: Int
// expect: ["a", "b"] String
// expect: Int: 42
// expect: Array<String>: ["x", "y"]
