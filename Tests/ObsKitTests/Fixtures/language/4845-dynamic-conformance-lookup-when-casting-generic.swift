// Compiler test style (test/Interpreter/protocol_lookup.swift): dynamic conformance lookup when casting generic values to protocols
// known-gap: line 23: expected "None", got "not fooable: Optional<Any>"
protocol Fooable {
  func foo() -> String
}

struct S: Fooable { func foo() -> String { return "S" } }
class C: Fooable { func foo() -> String { return "C" } }
class D: C { override func foo() -> String { return "D" } }
class E: D { override func foo() -> String { return "E" } }
class Unrelated {}
class SubUnrelated: Unrelated, Fooable { func foo() -> String { return "SubUnrelated" } }
struct X {}

extension Int: Fooable { func foo() -> String { return "Int(\(self))" } }

struct G<T>: Fooable { func foo() -> String { return "G<\(T.self)>" } }
struct H<T> {}
extension H: Fooable where T: Fooable { func foo() -> String { return "H<\(T.self)>" } }

enum Choice { case one, two }
extension Choice: Fooable { func foo() -> String { return "Choice.\(self)" } }

extension Array: Fooable where Element: Fooable {
  func foo() -> String { return "[" + map { $0.foo() }.joined(separator: ",") + "]" }
}
extension Optional: Fooable where Wrapped: Fooable {
  func foo() -> String {
    switch self {
    case .some(let w): return "Some(\(w.foo()))"
    case .none: return "None"
    }
  }
}

func fooify<T>(_ x: T) {
  if let f = x as? Fooable {
    print(f.foo())
  } else {
    print("not fooable: \(type(of: x))")
  }
}

fooify(1)
fooify(2)
fooify(S())
fooify(C())
fooify(D())
fooify(E())
fooify(E() as C)
fooify(Unrelated())
fooify(SubUnrelated())
fooify(SubUnrelated() as Unrelated)
fooify(X())
fooify(G<Int>())
fooify(G<Float>())
fooify(H<Int>())
fooify(H<Float>())
fooify(H<S>())
fooify(Choice.two)
fooify([1, 2, 3])
fooify([1.5])
fooify([S(), S()])
fooify([[1], [2, 3]])
fooify(Optional(5))
fooify(Optional<Int>.none)
fooify(Optional(X()))
fooify("string")

func countFooable(_ items: [Any]) -> Int {
  return items.reduce(0) { $0 + ($1 is Fooable ? 1 : 0) }
}
print(countFooable([1, "a", S(), X(), C(), [1], [X()], H<Int>(), H<Double>()]))

func fooMeta<T>(_ t: T.Type) -> Bool {
  return t is Fooable.Type
}
print(fooMeta(Int.self), fooMeta(String.self), fooMeta(E.self), fooMeta(Unrelated.self))
print(fooMeta([Int].self), fooMeta([String].self), fooMeta(H<C>.self), fooMeta(Int?.self))

let anyValues: [Any] = [S(), 3, D(), X()]
for v in anyValues {
  if let f = v as? Fooable, let c = v as? C {
    print("class fooable", f.foo(), type(of: c))
  } else if let f = v as? Fooable {
    print("value fooable", f.foo())
  } else {
    print("skip", v)
  }
}

func firstFooable(_ xs: Any...) -> String {
  for x in xs { if let f = x as? Fooable { return f.foo() } }
  return "none"
}
print(firstFooable(X(), "b", H<S>(), 4))
print(firstFooable(X(), 2.0))

// expect: Int(1)
// expect: Int(2)
// expect: S
// expect: C
// expect: D
// expect: E
// expect: E
// expect: not fooable: Unrelated
// expect: SubUnrelated
// expect: SubUnrelated
// expect: not fooable: X
// expect: G<Int>
// expect: G<Float>
// expect: H<Int>
// expect: not fooable: H<Float>
// expect: H<S>
// expect: Choice.two
// expect: [Int(1),Int(2),Int(3)]
// expect: not fooable: Array<Double>
// expect: [S,S]
// expect: [[Int(1)],[Int(2),Int(3)]]
// expect: Some(Int(5))
// expect: None
// expect: not fooable: Optional<X>
// expect: not fooable: String
// expect: 5
// expect: true false true false
// expect: true false true true
// expect: value fooable S
// expect: value fooable Int(3)
// expect: class fooable D D
// expect: skip X()
// expect: H<S>
// expect: none
