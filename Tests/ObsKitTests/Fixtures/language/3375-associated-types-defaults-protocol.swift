// Compiler test style: associated types with defaults, protocol static requirements, Self requirements
protocol Container {
  associatedtype Item
  var items: [Item] { get set }
  mutating func add(_ i: Item)
  static func empty() -> Self
}
extension Container {
  mutating func add(_ i: Item) { items.append(i) }
  var size: Int { items.count }
  func mapped<T>(_ f: (Item) -> T) -> [T] { items.map(f) }
}
struct IntBox: Container {
  var items: [Int] = []
  static func empty() -> IntBox { IntBox() }
}
struct LoudBox: Container {
  var items: [String] = []
  mutating func add(_ i: String) { items.append(i.uppercased()) }
  static func empty() -> LoudBox { LoudBox(items: ["<start>"]) }
}

func fill<C: Container>(_ type: C.Type, with xs: [C.Item]) -> C {
  var c = C.empty()
  for x in xs { c.add(x) }
  return c
}
let ib = fill(IntBox.self, with: [1, 2, 3])
let lb = fill(LoudBox.self, with: ["a", "b"])
print(ib.items, ib.size)
print(lb.items, lb.size)
print(ib.mapped { $0 * $0 }, lb.mapped { $0.count })

protocol Doubler { func doubled() -> Self }
extension Int: Doubler { func doubled() -> Int { self * 2 } }
extension String: Doubler { func doubled() -> String { self + self } }
func quad<D: Doubler>(_ d: D) -> D { d.doubled().doubled() }
print(quad(3), quad("ab"))

protocol Named { static var typeName: String { get } }
extension Named { static var typeName: String { "\(Self.self)" } }
struct Foo: Named {}
struct Bar: Named { static var typeName: String { "custom Bar" } }
func nameOf<T: Named>(_ t: T.Type) -> String { t.typeName }
print(nameOf(Foo.self), nameOf(Bar.self))
// expect: [1, 2, 3] 3
// expect: ["<start>", "A", "B"] 3
// expect: [1, 4, 9] [7, 1, 1]
// expect: 12 abababab
// expect: Foo custom Bar
