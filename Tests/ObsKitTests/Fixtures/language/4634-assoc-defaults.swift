// Compiler test style: associated types with defaults and constraints
protocol Container {
  associatedtype Item
  associatedtype Index: Comparable = Int
  associatedtype Tag = String
  var items: [Item] { get }
  func tag() -> Tag
}

extension Container where Tag == String {
  func tag() -> String { return "default-tag" }
}

struct IntBag: Container {
  var items: [Int]
}

struct Labeled: Container {
  typealias Index = Double
  var items: [String]
  func tag() -> Int { return items.count }
}

func info<C: Container>(_ c: C) -> String {
  return "\(C.Item.self) \(C.Index.self) \(C.Tag.self) -> \(c.tag())"
}

print(info(IntBag(items: [1, 2])))
print(info(Labeled(items: ["a", "b", "c"])))

protocol Producer {
  associatedtype Output: CustomStringConvertible
  func produce() -> Output
}

struct Counter: Producer {
  var n: Int
  func produce() -> Int { return n * 10 }
}

struct Namer: Producer {
  func produce() -> String { return "name" }
}

func run<P: Producer>(_ p: P) -> String {
  let o = p.produce()
  return "\(type(of: o)): \(o.description)"
}

print(run(Counter(n: 4)))
print(run(Namer()))

protocol Graph {
  associatedtype Node: Hashable
  associatedtype Edges: Sequence = [Node] where Edges.Element == Node
  func neighbors(of n: Node) -> Edges
}

struct Ring: Graph {
  let size: Int
  func neighbors(of n: Int) -> [Int] { return [(n + 1) % size, (n + size - 1) % size] }
}

func reach<G: Graph>(_ g: G, from start: G.Node, steps: Int) -> Int {
  var seen: Set<G.Node> = [start]
  var frontier = [start]
  for _ in 0..<steps {
    var next: [G.Node] = []
    for n in frontier {
      for m in g.neighbors(of: n) where !seen.contains(m) {
        seen.insert(m)
        next.append(m)
      }
    }
    frontier = next
  }
  return seen.count
}

print(reach(Ring(size: 10), from: 0, steps: 2))
print(reach(Ring(size: 3), from: 1, steps: 5))
print(Ring.Edges.self)
print(IntBag.Index.self, IntBag.Tag.self)

// expect: Int Int String -> default-tag
// expect: String Double Int -> 3
// expect: Int: 40
// expect: String: name
// expect: 5
// expect: 3
// expect: Array<Int>
// expect: Int String
