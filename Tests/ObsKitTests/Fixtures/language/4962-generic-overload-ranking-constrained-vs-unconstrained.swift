// Compiler test style: generic overload ranking — constrained vs unconstrained picked statically
// known-gap: needs the compiler check (the callee it chooses); unchecked: error: 4962-generic-overload-ranking-constrained-vs-unconstrained.swift:45:96: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Character'
protocol Shape { var area: Int { get } }
struct Sq: Shape { var side: Int; var area: Int { return side * side } }
struct Rect: Shape, Equatable { var w: Int, h: Int; var area: Int { return w * h } }

func info<T>(_ x: T) -> String { return "unconstrained \(T.self)" }
func info<T: Shape>(_ x: T) -> String { return "Shape \(T.self) area \(x.area)" }
func info<T: Shape & Equatable>(_ x: T) -> String { return "Shape&Equatable \(T.self)" }
func info(_ x: Rect) -> String { return "concrete Rect \(x.w)x\(x.h)" }

func forward<T>(_ x: T) -> String { return info(x) }
func forwardShape<T: Shape>(_ x: T) -> String { return info(x) }

print(info(3))
print(info(Sq(side: 2)))
print(info(Rect(w: 2, h: 5)))
print(forward(Sq(side: 2)))
print(forward(Rect(w: 1, h: 1)))
print(forwardShape(Sq(side: 3)))
print(forwardShape(Rect(w: 3, h: 4)))

func kind(_ x: Any) -> String { return "Any" }
func kind<T>(_ x: T) -> String { return "generic" }
func kind(_ x: Int) -> String { return "Int" }
func kind(_ x: Int?) -> String { return "Int?" }
func kind<T: Numeric>(_ x: T) -> String { return "Numeric" }
print(kind(1), kind(1.5), kind("s"), kind(Optional(2)), kind(nil as Int?))
let anyVal: Any = 5
print(kind(anyVal))
let maybe: Int? = 9
print(kind(maybe))

class Base { func who() -> String { return "Base" } }
class Derived: Base { override func who() -> String { return "Derived" } }
func pick(_ b: Base) -> String { return "pick(Base) -> \(b.who())" }
func pick(_ d: Derived) -> String { return "pick(Derived) -> \(d.who())" }
let d = Derived()
let b: Base = d
print(pick(d))
print(pick(b))
func pickGeneric<T: Base>(_ x: T) -> String { return pick(x) }
print(pickGeneric(d))

func describe<T: Collection>(_ c: T) -> String { return "collection of \(c.count)" }
func describe<T: Collection>(_ c: T) -> String where T.Element == Int { return "ints summing \(c.reduce(0, +))" }
func describe(_ s: String) -> String { return "string \(s)" }
print(describe([1, 2, 3]))
print(describe(["a"]))
print(describe("hey"))
print(describe(Set([5])))
func describeAny<C: Collection>(_ c: C) -> String { return describe(c) }
print(describeAny([1, 2, 3]))
print(describeAny("hey"))

extension Array {
  func tag() -> String { return "Array" }
}
extension Array where Element: Comparable {
  func tag() -> String { return "Array<Comparable>" }
}
extension Array where Element == String {
  func tag() -> String { return "Array<String>" }
}
print([1].tag(), ["s"].tag(), [[1]].tag())
func tagOf<E>(_ a: [E]) -> String { return a.tag() }
print(tagOf([1]), tagOf(["s"]))

// expect: unconstrained Int
// expect: Shape Sq area 4
// expect: concrete Rect 2x5
// expect: unconstrained Sq
// expect: unconstrained Rect
// expect: Shape Sq area 9
// expect: Shape Rect area 12
// expect: Int Numeric generic generic Int?
// expect: Any
// expect: Int?
// expect: pick(Derived) -> Derived
// expect: pick(Base) -> Derived
// expect: pick(Base) -> Derived
// expect: ints summing 6
// expect: collection of 1
// expect: string hey
// expect: ints summing 5
// expect: collection of 3
// expect: collection of 3
// expect: Array<Comparable> Array<String> Array
// expect: Array Array
