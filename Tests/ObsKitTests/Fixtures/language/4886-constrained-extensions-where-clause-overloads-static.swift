// Compiler test style (test/Interpreter/generic_extensions.swift): constrained extensions, where-clause overloads and static dispatch
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 14: expected "stack of 3 | sorted stack [1, 2, 3]", got "sorted stack [1, 2, 3] | sorted stack [1, 2, 3]"
protocol Describable {
  func describe() -> String
}

extension Describable {
  func describe() -> String { return "generic describable" }
  func extra() -> String { return "extra from Describable" }
}

extension Describable where Self: Numeric {
  func extra() -> String { return "extra from Numeric" }
}

extension Describable where Self: BinaryInteger {
  func extra() -> String { return "extra from BinaryInteger" }
}

extension Int: Describable {}
extension Double: Describable {
  func describe() -> String { return "double \(self)" }
}
extension String: Describable {}

func viaGeneric<T: Describable>(_ t: T) -> String {
  return t.describe() + " / " + t.extra()
}

print(5.describe(), "|", 5.extra())
print(2.5.describe(), "|", 2.5.extra())
print("s".describe(), "|", "s".extra())
print(viaGeneric(5))
print(viaGeneric(2.5))
print(viaGeneric("s"))

let existential: [Describable] = [1, 1.5, "x"]
for e in existential { print(e.describe(), "/", e.extra()) }

struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ e: Element) { items.append(e) }
}

extension Stack {
  func summary() -> String { return "stack of \(items.count)" }
}
extension Stack where Element: Comparable {
  func summary() -> String { return "sorted stack \(items.sorted())" }
  var largest: Element? { items.max() }
}
extension Stack where Element == String {
  func summary() -> String { return "strings: " + items.joined(separator: ",") }
}
extension Stack where Element: Collection {
  var totalCount: Int { items.reduce(0) { $0 + $1.count } }
}

var ints = Stack<Int>()
ints.push(3); ints.push(1); ints.push(2)
print(ints.summary(), ints.largest as Any)
var strs = Stack<String>()
strs.push("b"); strs.push("a")
print(strs.summary(), strs.largest as Any, strs.totalCount)
var arrays = Stack<[Int]>()
arrays.push([1, 2]); arrays.push([3])
print(arrays.summary(), arrays.totalCount)
struct Opaque {}
var opaque = Stack<Opaque>()
opaque.push(Opaque())
print(opaque.summary())

func genericSummary<E>(_ s: Stack<E>) -> String { return s.summary() }
func comparableSummary<E: Comparable>(_ s: Stack<E>) -> String { return s.summary() }
print(genericSummary(ints), "|", comparableSummary(ints))
print(genericSummary(strs), "|", comparableSummary(strs))

func pick<T>(_ x: T) -> String { return "any" }
func pick<T: Equatable>(_ x: T) -> String { return "equatable" }
func pick<T: Comparable>(_ x: T) -> String { return "comparable" }
func pick(_ x: Int) -> String { return "int" }
func forward<T: Equatable>(_ x: T) -> String { return pick(x) }
print(pick(1), pick("a"), pick([1]), pick(Opaque()), pick(1 as Any))
print(forward(1), forward("a"), forward([1]))

extension Array where Element: Numeric {
  func total() -> Element { reduce(0, +) }
}
extension Array where Element == Double {
  func total() -> Double { reduce(0, +) * 100 }
}
print([1, 2, 3].total(), [0.5, 0.25].total())
func totalOf<N: Numeric>(_ a: [N]) -> N { a.total() }
print(totalOf([0.5, 0.25]))

extension Sequence where Element: Hashable {
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
print([3, 1, 3, 2, 1].uniqued(), "mississippi".uniqued().map(String.init).joined())

// expect: generic describable | extra from BinaryInteger
// expect: double 2.5 | extra from Numeric
// expect: generic describable | extra from Describable
// expect: generic describable / extra from Describable
// expect: double 2.5 / extra from Describable
// expect: generic describable / extra from Describable
// expect: generic describable / extra from Describable
// expect: double 1.5 / extra from Describable
// expect: generic describable / extra from Describable
// expect: sorted stack [1, 2, 3] Optional(3)
// expect: strings: b,a Optional("b") 2
// expect: stack of 2 3
// expect: stack of 1
// expect: stack of 3 | sorted stack [1, 2, 3]
// expect: stack of 2 | sorted stack ["a", "b"]
// expect: int comparable equatable any any
// expect: equatable equatable equatable
// expect: 6 75.0
// expect: 0.75
// expect: [3, 1, 2] misp
