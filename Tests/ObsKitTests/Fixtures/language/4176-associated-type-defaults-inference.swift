// Compiler test style: associated type defaults and inference from default implementations
protocol Source {
  associatedtype Element = Int
  associatedtype Index: Comparable = Int
  func first() -> Element?
}

struct Ints: Source {
  func first() -> Int? { return 1 }
}
struct Strs: Source {
  typealias Index = String
  func first() -> String? { return "s" }
}

func info<S: Source>(_ s: S) -> String {
  return "\(S.Element.self) \(S.Index.self) \(String(describing: s.first()))"
}
print(info(Ints()))
print(info(Strs()))

protocol Shelf {
  associatedtype Item
  var items: [Item] { get }
  func top() -> Item?
}
extension Shelf {
  func top() -> Item? { return items.last }
}
struct Books: Shelf {
  var items = ["a", "b", "c"]
}
struct Nums: Shelf {
  var items: [Double] = []
}
print(Books().top() ?? "none", Books.Item.self)
print(Nums().top() as Any, Nums.Item.self)

protocol Pairable {
  associatedtype Left
  associatedtype Right
  func pair() -> (Left, Right)
}
struct IS: Pairable {
  func pair() -> (Int, String) { return (1, "one") }
}
func swapped<P: Pairable>(_ p: P) -> (P.Right, P.Left) {
  let (l, r) = p.pair()
  return (r, l)
}
print(swapped(IS()), IS.Left.self, IS.Right.self)
// expect: Int Int Optional(1)
// expect: String String Optional("s")
// expect: c String
// expect: nil Double
// expect: ("one", 1) Int String
