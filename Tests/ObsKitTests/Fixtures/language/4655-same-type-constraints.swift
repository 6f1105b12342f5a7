// Compiler test style: same-type constraints between generic parameters' associated types
// known-gap: needs the compiler check (closure types); unchecked: line 11: expected "true false", got "true true"
func allEqual<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool
  where A.Element == B.Element, A.Element: Equatable {
  var ia = a.makeIterator(), ib = b.makeIterator()
  while true {
    let x = ia.next(), y = ib.next()
    if x == nil && y == nil { return true }
    if x != y { return false }
  }
}
print(allEqual([1, 2, 3], 1...3))
print(allEqual([1, 2], Set([1])))
print(allEqual("abc", ["a", "b", "c"] as [Character]))
print(allEqual([String](), [String]()))

func merge<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
  where A.Element == B.Element, A.Element: Comparable {
  return (Array(a) + Array(b)).sorted()
}
print(merge([5, 1], stride(from: 0, to: 6, by: 3)))
print(merge(["b"], Set(["a"])))

func zipWith<A: Collection, B: Collection, R>(_ a: A, _ b: B, _ f: (A.Element, B.Element) -> R) -> [R] {
  var out: [R] = []
  var i = a.startIndex, j = b.startIndex
  while i != a.endIndex && j != b.endIndex {
    out.append(f(a[i], b[j]))
    i = a.index(after: i); j = b.index(after: j)
  }
  return out
}
print(zipWith([1, 2, 3], ["a", "b"]) { "\($1)\($0)" })
print(zipWith("xy", 10..<20) { String($0) + String($1) })

protocol Keyed { associatedtype Key: Hashable; var key: Key { get } }
struct User: Keyed { let key: Int; let name: String }
struct Order: Keyed { let key: Int; let userKey: Int; let total: Int }
struct Tag: Keyed { let key: String }

func join<L: Keyed, R: Keyed>(_ l: [L], _ r: [R], on f: (R) -> L.Key) -> [(L, R)] {
  var idx: [L.Key: L] = [:]
  for x in l { idx[x.key] = x }
  return r.compactMap { y in idx[f(y)].map { ($0, y) } }
}
let users = [User(key: 1, name: "ann"), User(key: 2, name: "bob")]
let orders = [Order(key: 10, userKey: 2, total: 5), Order(key: 11, userKey: 1, total: 7), Order(key: 12, userKey: 3, total: 1)]
for (u, o) in join(users, orders, on: { $0.userKey }) { print(u.name, o.total) }

func sameKeyType<A: Keyed, B: Keyed>(_: A.Type, _: B.Type) -> Bool where A.Key == B.Key { true }
func sameKeyType<A: Keyed, B: Keyed>(_: A.Type, _: B.Type) -> Bool { false }
print(sameKeyType(User.self, Order.self), sameKeyType(User.self, Tag.self))

struct Pipe<In, Out> {
  let run: (In) -> Out
  func then<Next>(_ p: Pipe<Out, Next>) -> Pipe<In, Next> { Pipe<In, Next> { p.run(self.run($0)) } }
}
let p = Pipe<String, Int> { $0.count }.then(Pipe { $0 * 3 }).then(Pipe { "len*3=\($0)" })
print(p.run("four"), type(of: p))

extension Dictionary where Value: Sequence, Value.Element == Key {
  func reachable(from k: Key) -> Set<Key> {
    var seen: Set<Key> = [k], stack = [k]
    while let x = stack.popLast() {
      guard let next = self[x] else { continue }
      for y in next where !seen.contains(y) { seen.insert(y); stack.append(y) }
    }
    return seen
  }
}
let g: [Int: [Int]] = [1: [2, 3], 2: [4], 3: [], 4: [1], 5: [6]]
print(g.reachable(from: 1).sorted(), g.reachable(from: 5).sorted())

// expect: true
// expect: false
// expect: true
// expect: true
// expect: [0, 1, 3, 5]
// expect: ["a", "b"]
// expect: ["a1", "b2"]
// expect: ["x10", "y11"]
// expect: bob 5
// expect: ann 7
// expect: true false
// expect: len*3=12 Pipe<String, String>
// expect: [1, 2, 3, 4] [5, 6]
