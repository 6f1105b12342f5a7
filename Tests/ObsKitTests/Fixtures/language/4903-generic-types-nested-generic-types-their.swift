// Compiler test style (test/Interpreter/nested_generics.swift): generic types nested in generic types, their names and members
// known-gap: error: 4903-generic-types-nested-generic-types-their.swift:27:38: error: cannot find 'T' in scope
struct Outer<T> {
  var value: T
  struct Inner<U> {
    var first: T
    var second: U
    func swapped() -> Outer<U>.Inner<T> { .init(first: second, second: first) }
  }
  enum Choice {
    case left(T)
    case right(String)
  }
  class Node {
    var payload: T
    var next: Node?
    init(_ p: T, next: Node? = nil) { payload = p; self.next = next }
  }
  static func describe() -> String { "Outer of \(T.self)" }
  func inner<U>(_ u: U) -> Inner<U> { Inner(first: value, second: u) }
}

extension Outer.Inner where U == String {
  var joined: String { "\(first)-\(second)" }
}
extension Outer.Inner: CustomStringConvertible {
  var description: String { "Inner<\(T.self), \(U.self)>(\(first), \(second))" }
}

let o = Outer(value: 7)
let i = o.inner("seven")
print(i)
print(i.joined)
print(i.swapped())
print(type(of: i))
print(type(of: i.swapped()))
print(Outer<Int>.Inner<String>.self)
debugPrint(Outer<Int>.Inner<String>.self)
print(Outer<[Int]>.describe(), Outer<Outer<Bool>>.describe())
print(String(reflecting: Outer<Double>.Choice.self))

let c1 = Outer<Int>.Choice.left(3)
let c2 = Outer<Int>.Choice.right("r")
print(c1, c2)
debugPrint(c1)
print(Outer<String>.Choice.left("x"))

let list = Outer<String>.Node("a", next: .init("b", next: .init("c")))
var cursor: Outer<String>.Node? = list
var collected: [String] = []
while let n = cursor { collected.append(n.payload); cursor = n.next }
print(collected, type(of: list))
print(list)

struct Matrix<Element> {
  struct Row: Sequence {
    var cells: [Element]
    func makeIterator() -> IndexingIterator<[Element]> { cells.makeIterator() }
  }
  var rows: [Row]
  init(_ rows: [[Element]]) { self.rows = rows.map(Row.init) }
  func transposed() -> Matrix<Element> {
    guard let width = rows.first?.cells.count else { return self }
    return Matrix((0..<width).map { c in rows.map { $0.cells[c] } })
  }
}
let m = Matrix([[1, 2, 3], [4, 5, 6]])
print(m.transposed().rows.map { Array($0) })
print(type(of: m.rows[0]), Array(m.rows[1]).reduce(0, +))
print(Matrix<String>.Row.self)

enum Tree<Value> {
  struct Path: CustomStringConvertible {
    var steps: [Bool]
    var description: String { steps.map { $0 ? "R" : "L" }.joined() }
  }
  indirect case node(Tree, Value, Tree)
  case empty
  func paths(_ prefix: Path = Path(steps: [])) -> [(Path, Value)] {
    guard case let .node(l, v, r) = self else { return [] }
    return l.paths(Path(steps: prefix.steps + [false])) + [(prefix, v)] + r.paths(Path(steps: prefix.steps + [true]))
  }
}
let tree = Tree.node(.node(.empty, "x", .empty), "root", .node(.node(.empty, "y", .empty), "z", .empty))
print(tree.paths().map { "\($0.0.description.isEmpty ? "." : $0.0.description)=\($0.1)" })
print(type(of: tree.paths().first!.0))

protocol Container {
  associatedtype Item
  var items: [Item] { get }
}
struct Shelf<Base>: Container {
  struct Label { var text: String }
  var items: [Base]
  var label = Label(text: "shelf")
}
func firstItem<C: Container>(_ c: C) -> C.Item? { c.items.first }
print(firstItem(Shelf(items: [3.5, 1.0])) as Any, Shelf<Int>.Label.self, Shelf(items: ["a"]).label)

// expect: Inner<Int, String>(7, seven)
// expect: 7-seven
// expect: Inner<String, Int>(seven, 7)
// expect: Inner<String>
// expect: Inner<Int>
// expect: Inner<String>
// expect: main.Outer<Swift.Int>.Inner<Swift.String>
// expect: Outer of Array<Int> Outer of Outer<Bool>
// expect: main.Outer<Swift.Double>.Choice
// expect: left(3) right("r")
// expect: main.Outer<Swift.Int>.Choice.left(3)
// expect: left("x")
// expect: ["a", "b", "c"] Node
// expect: main.Outer<Swift.String>.Node
// expect: [[1, 4], [2, 5], [3, 6]]
// expect: Row 15
// expect: Row
// expect: ["L=x", ".=root", "RL=y", "R=z"]
// expect: Path
// expect: Optional(3.5) Label Label(text: "shelf")
