// Swift book style (Generics): generic functions, generic types, constraints, where clauses, generic subscripts
func exchange<T>(_ a: inout T, _ b: inout T) { (a, b) = (b, a) }
var n1 = 12, n2 = -4
exchange(&n1, &n2)
var w1 = "tea", w2 = "coffee"
exchange(&w1, &w2)
print(n1, n2, w1, w2)

struct Queue<Element> {
  private var items: [Element] = []
  mutating func enqueue(_ e: Element) { items.append(e) }
  mutating func dequeue() -> Element? { items.isEmpty ? nil : items.removeFirst() }
  var front: Element? { items.first }
  var isEmpty: Bool { items.isEmpty }
}
var line = Queue<String>()
for who in ["ava", "ben", "cat"] { line.enqueue(who) }
print(line.dequeue()!, line.front!, line.isEmpty)

func indexOf<T: Equatable>(_ target: T, in list: [T]) -> Int? {
  for (i, v) in list.enumerated() where v == target { return i }
  return nil
}
print(indexOf(2.75, in: [1.5, 2.75, 8.0]) as Any, indexOf("z", in: ["a", "b"]) as Any)

protocol Storage {
  associatedtype Item
  var items: [Item] { get }
  mutating func put(_ item: Item)
}
struct Shelf<T>: Storage {
  var items: [T] = []
  mutating func put(_ item: T) { items.append(item) }
}
extension Shelf {
  var top: T? { items.last }
}
extension Shelf where T: Numeric {
  var sum: T { items.reduce(0, +) }
}
extension Storage where Item: Equatable {
  func starts(with item: Item) -> Bool { items.first == item }
}
extension Storage {
  subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
    indices.map { items[$0] }
  }
}
var shelf = Shelf<Int>()
for v in [5, 8, 13, 21] { shelf.put(v) }
print(shelf.top!, shelf.sum, shelf.starts(with: 5), shelf[[0, 2, 3]])
var words = Shelf<String>()
words.put("kiwi"); words.put("fig")
print(words.top!, words.starts(with: "fig"), words[1..<2])

func allSame<S1: Storage, S2: Storage>(_ a: S1, _ b: S2) -> Bool
  where S1.Item == S2.Item, S1.Item: Equatable {
  a.items == b.items
}
var other = Shelf<Int>()
for v in [5, 8, 13, 21] { other.put(v) }
print(allSame(shelf, other))
other.put(34)
print(allSame(shelf, other))

func largest<T: Comparable>(_ xs: T...) -> T { xs.max()! }
print(largest(4, 19, 7), largest("pear", "apple"), largest(2.5, -1.0))

struct Pair<Key: Hashable & Comparable, Value> {
  let key: Key, value: Value
}
let pairs = [Pair(key: "b", value: 2), Pair(key: "a", value: 1), Pair(key: "c", value: 3)]
let index = Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) })
print(index.keys.sorted(), index.values.sorted(), pairs.sorted { $0.key < $1.key }.map(\.value))
// expect: -4 12 coffee tea
// expect: ava ben false
// expect: Optional(1) nil
// expect: 21 47 true [5, 13, 21]
// expect: fig false ["fig"]
// expect: true
// expect: false
// expect: 19 pear 2.5
// expect: ["a", "b", "c"] [1, 2, 3] [1, 2, 3]
