// Compiler test style (test/Interpreter/FunctionConversion.swift): converting function values to optional, existential and superclass types
protocol Quilt { var n: Int { get } }
protocol Patchwork: Quilt {}

struct Trivial: Patchwork { let n: Int }

final class Fabric { let n: Int; init(n: Int) { self.n = n } }

struct Loadable: Patchwork {
  let c: Fabric
  var n: Int { return c.n }
  init(n: Int) { c = Fabric(n: n) }
}

struct Boxed: Patchwork {
  let a: Any
  var n: Int { return a as! Int }
  init(n: Int) { a = n }
}

class Parent: Patchwork {
  let n: Int
  required init(n: Int) { self.n = n }
}
class Child: Parent {}

func doubleTrivial(_ s: Trivial?) -> Trivial { return Trivial(n: s!.n * 2) }
func doubleLoadable(_ s: Loadable?) -> Loadable { return Loadable(n: s!.n * 2) }
func doubleBoxed(_ s: Boxed?) -> Boxed { return Boxed(n: s!.n * 2) }

let g1: (Trivial) -> Trivial? = doubleTrivial
let g2: (Loadable) -> Loadable? = doubleLoadable
let g3: (Boxed) -> Boxed? = doubleBoxed
print(g1(Trivial(n: 11))?.n ?? -1)
print(g2(Loadable(n: 21))?.n ?? -1)
print(g3(Boxed(n: 31))?.n ?? -1)

func unwrapTrivial(_ q: Quilt) -> Trivial { return q as! Trivial }
func unwrapBoxed(_ q: Quilt?) -> Boxed { return q! as! Boxed }

let e1: (Trivial) -> Patchwork = unwrapTrivial
let e2: (Patchwork) -> Quilt = unwrapTrivial
let e3: (Boxed) -> Any = unwrapBoxed
print(e1(Trivial(n: 12)).n)
print(e2(Trivial(n: 13)).n)
print((e3(Boxed(n: 14)) as! Boxed).n)

func metaOf(_ t: Quilt.Type?) -> Trivial.Type { return t! as! Trivial.Type }
let m1: (Trivial.Type) -> Patchwork.Type = metaOf
let m2: (Patchwork.Type) -> Any = metaOf
print(m1(Trivial.self) == Trivial.self)
print(m2(Trivial.self) as! Trivial.Type == Trivial.self)

func makeChild(_ p: Parent) -> (Child, Trivial) { return (Child(n: p.n), Trivial(n: p.n)) }
let up: (Child) -> (Parent, Trivial?) = makeChild
let r = up(Child(n: 2))
print(type(of: r.0), r.0.n, r.1?.n ?? -1)

func childMeta(_ p: Parent.Type?) -> Child.Type { return Child.self }
let mu: (Child.Type?) -> Parent.Type? = childMeta
print(mu(Child.self)! == Child.self)

func square(_ i: Int) -> Int { return i * i }
func recover(_ f: Any) -> (Int) -> Int { return f as! (Int) -> Int }
let erased: Any = square as (Int) -> Int
print(recover(erased)(10))
print(erased is (Int) -> Int)
print(erased is (String) -> Int)

func generic1<T>(_ p: Parent) -> (T, Trivial) { return (p as! T, Trivial(n: 0)) }
func generic2<T: Parent>(_ f: @escaping (Parent) -> (T, Trivial), _ t: T) -> (Child) -> (Parent, Trivial?) {
  return f
}
let gg: (Child) -> (Parent, Trivial?) = generic2(generic1, Child(n: 10))
print(gg(Child(n: 10)).0.n)

func noThrow() -> Int { return 5 }
let mayThrow: () throws -> Int = noThrow
do { print(try mayThrow()) } catch { print("unreachable") }

var calls = 0
let plain: (Int) -> Void = { calls += $0 }
let widened: (Int) throws -> Void = plain
try? widened(3)
try? widened(4)
print(calls)

let variadicLike: ([Int]) -> Int = { $0.reduce(0, +) }
let viaAny: Any = variadicLike
if let back = viaAny as? ([Int]) -> Int { print(back([1, 2, 3])) }

let optFn: ((Int) -> Int)? = square
print(optFn?(6) ?? 0)
let noFn: ((Int) -> Int)? = nil
print(noFn?(6) ?? 0)

// expect: 22
// expect: 42
// expect: 62
// expect: 12
// expect: 13
// expect: 14
// expect: true
// expect: true
// expect: Child 2 2
// expect: true
// expect: 100
// expect: true
// expect: false
// expect: 10
// expect: 5
// expect: 7
// expect: 6
// expect: 36
// expect: 0
