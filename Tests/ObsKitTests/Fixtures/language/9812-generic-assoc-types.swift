// Swift compiler Interpreter test style: generic types with protocol constraints and associated types
protocol Container {
  associatedtype Item
  var count: Int { get }
  mutating func append(_ item: Item)
  subscript(i: Int) -> Item { get }
}

struct Stack<Element>: Container {
  var items: [Element] = []
  var count: Int { items.count }
  mutating func append(_ item: Element) { items.append(item) }
  subscript(i: Int) -> Element { items[i] }
  mutating func pop() -> Element? { items.popLast() }
}

struct Ring: Container {
  typealias Item = Int
  var storage: [Int] = []
  let capacity: Int
  var count: Int { storage.count }
  mutating func append(_ item: Int) {
    if storage.count == capacity { storage.removeFirst() }
    storage.append(item)
  }
  subscript(i: Int) -> Int { storage[i % storage.count] }
}

func allItems<C: Container>(_ c: C) -> [C.Item] {
  var out: [C.Item] = []
  for i in 0..<c.count { out.append(c[i]) }
  return out
}

func matches<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
  if a.count != b.count { return false }
  for i in 0..<a.count where a[i] != b[i] { return false }
  return true
}

extension Container where Item: Comparable {
  func largest() -> Item? {
    guard count > 0 else { return nil }
    var best = self[0]
    for i in 1..<count where self[i] > best { best = self[i] }
    return best
  }
}

var s = Stack<Int>()
for n in [4, 9, 2, 7] { s.append(n) }
var r = Ring(capacity: 3)
for n in 1...5 { r.append(n * 2) }
print(allItems(s))
print(allItems(r))
print("largest:", s.largest()!, r.largest()!)
print("ring wrap:", r[4])

var s2 = Stack<Int>()
for n in [6, 8, 10] { s2.append(n) }
print(matches(r, s2), matches(s, s2))
print(s2.pop()!, s2.count)

var words = Stack<String>()
words.append("pear"); words.append("apple"); words.append("zucchini")
print(words.largest() ?? "-", allItems(words).joined(separator: ","))
print(Stack<Double>().largest() as Any)

struct Pair<A: CustomStringConvertible, B: CustomStringConvertible>: CustomStringConvertible {
  let first: A, second: B
  var description: String { "<\(first.description)|\(second.description)>" }
  func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
let p = Pair(first: 3, second: "three")
print(p, p.swapped())
// expect: [4, 9, 2, 7]
// expect: [6, 8, 10]
// expect: largest: 9 10
// expect: ring wrap: 8
// expect: true false
// expect: 10 2
// expect: zucchini pear,apple,zucchini
// expect: nil
// expect: <3|three> <three|3>
