// Compiler test style: associated types with constraints and where clauses on associated types
protocol Container {
  associatedtype Item
  associatedtype Indices: Sequence where Indices.Element == Int
  var items: [Item] { get }
  var indices: Indices { get }
}

protocol SortedContainer: Container where Item: Comparable {}

struct Bag<T>: Container {
  var items: [T]
  var indices: Range<Int> { 0..<items.count }
}

struct EvenSlots<T: Comparable>: SortedContainer {
  var items: [T]
  var indices: [Int] { stride(from: 0, to: items.count, by: 2).map { $0 } }
}

func picked<C: Container>(_ c: C) -> [C.Item] { c.indices.map { c.items[$0] } }
func smallest<C: SortedContainer>(_ c: C) -> C.Item? { picked(c).min() }
func allMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
  where C1.Item == C2.Item, C1.Item: Equatable {
  let x = picked(a), y = picked(b)
  return x.count == y.count && zip(x, y).allSatisfy(==)
}
extension Container where Item: Numeric {
  var pickedTotal: Item { picked(self).reduce(0, +) }
}
extension Container where Item == String {
  var shout: String { picked(self).map { $0.uppercased() }.joined(separator: " ") }
}

let bag = Bag(items: [4, 8, 15, 16])
let evens = EvenSlots(items: [9, 3, 7, 1, 5])
print(picked(bag), picked(evens))
print(smallest(evens)!, bag.pickedTotal, evens.pickedTotal)
print(allMatch(bag, Bag(items: [4, 8, 15, 16])), allMatch(evens, Bag(items: [9, 7, 5])))
print(allMatch(bag, evens))
let words = EvenSlots(items: ["delta", "alpha", "charlie", "bravo"])
print(picked(words), smallest(words) ?? "-")
print(words.shout, Bag(items: ["x", "y"]).shout)
print(Bag(items: [1.5, 2.5]).pickedTotal)
print(EvenSlots<Int>.Indices.self, Bag<Int>.Indices.self)
// expect: [4, 8, 15, 16] [9, 7, 5]
// expect: 5 43 21
// expect: true true
// expect: false
// expect: ["delta", "charlie"] charlie
// expect: DELTA CHARLIE X Y
// expect: 4.0
// expect: Array<Int> Range<Int>
