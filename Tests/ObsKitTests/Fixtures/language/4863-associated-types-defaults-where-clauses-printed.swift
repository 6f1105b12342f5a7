// Compiler test style: associated types, defaults and where clauses printed through generic type names
// known-gap: line 2: expected "StringProducer: Output=String Failure=CancelError value=str", got "StringProducer: Output=String Failure=Never value=str"
protocol Producer {
  associatedtype Output = Int
  associatedtype Failure: Error = Never
  func produce() -> Output
}

struct IntProducer: Producer {
  func produce() -> Int { return 7 }
}
struct StringProducer: Producer {
  typealias Failure = CancelError
  func produce() -> String { return "str" }
}
struct CancelError: Error {}

func describe<P: Producer>(_ p: P) -> String {
  return "\(P.self): Output=\(P.Output.self) Failure=\(P.Failure.self) value=\(p.produce())"
}
print(describe(IntProducer()))
print(describe(StringProducer()))

protocol Store {
  associatedtype Key: Hashable
  associatedtype Value
  var items: [Key: Value] { get set }
}
extension Store {
  mutating func put(_ k: Key, _ v: Value) { items[k] = v }
  func keyTypeName() -> String { return "\(Key.self) -> \(Value.self)" }
}
extension Store where Value: Numeric {
  var total: Value { return items.values.reduce(0, +) }
}
struct Prices: Store { var items: [String: Double] = [:] }
struct Labels: Store { var items: [Int: String] = [:] }

var prices = Prices()
prices.put("a", 1.5)
prices.put("b", 2.25)
print(prices.keyTypeName(), prices.total)
var labels = Labels()
labels.put(1, "one")
print(labels.keyTypeName(), labels.items)

protocol Graph {
  associatedtype Node: Hashable & Comparable
  func neighbors(_ n: Node) -> [Node]
}
struct Ring: Graph {
  let size: Int
  func neighbors(_ n: Int) -> [Int] { return [(n + size - 1) % size, (n + 1) % size] }
}
struct Letters: Graph {
  func neighbors(_ n: Character) -> [Character] {
    let v = n.asciiValue!
    return [Character(UnicodeScalar(v + 1)), Character(UnicodeScalar(v + 2))]
  }
}
func reachable<G: Graph>(_ g: G, from start: G.Node, steps: Int) -> [G.Node] {
  var seen: Set<G.Node> = [start]
  var frontier = [start]
  for _ in 0..<steps {
    frontier = frontier.flatMap { g.neighbors($0) }.filter { seen.insert($0).inserted }
  }
  return seen.sorted()
}
print(reachable(Ring(size: 10), from: 0, steps: 2))
print(reachable(Letters(), from: "a", steps: 2))

func sameElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool
  where A.Element == B.Element, A.Element: Comparable {
  return a.sorted() == b.sorted()
}
print(sameElements([3, 1, 2], Set([1, 2, 3])), sameElements("abc", "cab"), sameElements([1], [1, 1]))

func elementType<S: Sequence>(_ s: S) -> String { return "\(S.Element.self)" }
print(elementType([1]), elementType("x"), elementType([1: "a"]), elementType(1...3), elementType(zip([1], ["a"])))
func iteratorType<S: Sequence>(_ s: S) -> String { return "\(S.Iterator.self)" }
print(iteratorType([1]), iteratorType(0..<2))
func indexType<C: Collection>(_ c: C) -> String { return "\(C.Index.self) \(C.SubSequence.self)" }
print(indexType([1]), indexType("s"), indexType(0..<1))

protocol Shape { associatedtype Metric: Numeric; var area: Metric { get } }
struct Sq: Shape { var side: Int; var area: Int { side * side } }
struct Circ: Shape { var r: Double; var area: Double { 3 * r * r } }
func sumAreas<S: Shape>(_ shapes: [S]) -> S.Metric { return shapes.reduce(0) { $0 + $1.area } }
print(sumAreas([Sq(side: 2), Sq(side: 3)]), sumAreas([Circ(r: 1), Circ(r: 0.5)]))

struct Wrapper<Inner: Producer>: Producer {
  let inner: Inner
  func produce() -> [Inner.Output] { return [inner.produce(), inner.produce()] }
}
print(describe(Wrapper(inner: IntProducer())))
print(describe(Wrapper(inner: Wrapper(inner: StringProducer()))))

// expect: IntProducer: Output=Int Failure=Never value=7
// expect: StringProducer: Output=String Failure=CancelError value=str
// expect: String -> Double 3.75
// expect: Int -> String [1: "one"]
// expect: [0, 1, 2, 8, 9]
// expect: ["a", "b", "c", "d", "e"]
// expect: true true false
// expect: Int Character (key: Int, value: String) Int (Int, String)
// expect: IndexingIterator<Array<Int>> IndexingIterator<Range<Int>>
// expect: Int ArraySlice<Int> Index Substring Int Range<Int>
// expect: 13 3.75
// expect: Wrapper<IntProducer>: Output=Array<Int> Failure=Never value=[7, 7]
// expect: Wrapper<Wrapper<StringProducer>>: Output=Array<Array<String>> Failure=Never value=[["str", "str"], ["str", "str"]]
