// Compiler test style (test/Interpreter/enum.swift): single- and multi-payload enums with existential, generic and Void payloads
protocol Runcible { func runce() -> String }
struct Spoon: Runcible { var size = 0; func runce() -> String { return "Spoon!" } }
struct Hat: Runcible { var brim: Float = 0; func runce() -> String { return "Hat!" } }

enum Single { case x(Int, Character) }
enum SinglePayload { case x(Character, Int), y, z }
enum MultiPayload { case x(Character, Int), y(Int, Double), z }
enum AddressOnly { case x(any Runcible), y(String, any Runcible), z }

switch Single.x(1, "a") {
case .x(let i, let c): print(i, c)
}

func showS(_ v: SinglePayload) -> String {
  switch v {
  case .x(let c, let i): return "x(\(c), \(i))"
  case .y: return "y"
  case .z: return "z"
  }
}
print(showS(.x("b", 2)), showS(.y), showS(.z))

func showM(_ v: MultiPayload) -> String {
  switch v {
  case .x(let c, let i): return "x(\(c), \(i))"
  case .y(let i, let d): return "y(\(i), \(d))"
  case .z: return "z"
  }
}
print(showM(.x("c", 3)), showM(.y(4, 5.5)), showM(.z))

func showA(_ v: AddressOnly) -> String {
  switch v {
  case .x(let r): return r.runce()
  case .y(let s, let r): return "\(s) \(r.runce())"
  case .z: return "Zed."
  }
}
print(showA(.x(Spoon())), showA(.y("Porkpie", Hat())), showA(.z))

enum Pair<T, U> { case both(T, U) }
func unwrap<T, U>(_ p: Pair<T, U>) -> (T, U) {
  switch p { case .both(let t, let u): return (t, u) }
}
print(unwrap(Pair.both(413, "dream")))
print(unwrap(Pair<Spoon, Hat>.both(Spoon(), Hat())).1.runce())

enum Maybe<T> {
  case some(T)
  case none
  init() { self = .none }
  init(_ x: T) { self = .some(x) }
}
func describe<T>(_ xs: [Maybe<T>]) -> String {
  return xs.map { m -> String in
    switch m {
    case .some(let v): return "\(v)"
    case .none: return "---"
    }
  }.joined(separator: " ")
}
print(describe([Maybe(219), Maybe(), .none, .some(20721)]))
print(describe([Maybe("a"), Maybe<String>()]))

enum EitherOr<T, U> {
  case left(T)
  case middle
  case center
  case right(U)
}
func present<T, U>(_ e: EitherOr<T, U>) -> String {
  switch e {
  case .left(let l): return "left(\(l))"
  case .right(let r): return "right(\(r))"
  case .middle: return "middle"
  case .center: return "center"
  }
}
func presentAll<T, U>(t: T, u: U) -> String {
  return [present(EitherOr<T, U>.left(t)), present(EitherOr<T, U>.middle),
          present(EitherOr<T, U>.center), present(EitherOr<T, U>.right(u))].joined(separator: ", ")
}
print(present(EitherOr<(), ()>.left(())))
print(present(EitherOr<(), ()>.right(())))
print(presentAll(t: (), u: ()))
print(presentAll(t: 1, u: "foo"))
print(presentAll(t: (), u: [1, 2]))
print(presentAll(t: Optional<Int>.none, u: Optional(3)))

enum NoPayload { case a, b, c }
print((NoPayload.a as NoPayload?) == NoPayload.a)
print((NoPayload.a as NoPayload?) == NoPayload.b)
print(NoPayload.c as NoPayload? as Any)

enum Planet: String {
  case mercury = "Mercury", venus = "Venus"
  init() { self = .venus }
}
print(Planet().rawValue, Planet(rawValue: "Mercury") as Any, Planet(rawValue: "Earth") as Any)

print(MultiPayload.y(1, 2))
print(AddressOnly.x(Spoon(size: 3)))
print(EitherOr<Int, String>.middle)
print(Pair.both(1, (2, "three")))

// expect: 1 a
// expect: x(b, 2) y z
// expect: x(c, 3) y(4, 5.5) z
// expect: Spoon! Porkpie Hat! Zed.
// expect: (413, "dream")
// expect: Hat!
// expect: 219 --- --- 20721
// expect: a ---
// expect: left(())
// expect: right(())
// expect: left(()), middle, center, right(())
// expect: left(1), middle, center, right(foo)
// expect: left(()), middle, center, right([1, 2])
// expect: left(nil), middle, center, right(Optional(3))
// expect: true
// expect: false
// expect: Optional(main.NoPayload.c)
// expect: Venus Optional(main.Planet.mercury) nil
// expect: y(1, 2.0)
// expect: x(main.Spoon(size: 3))
// expect: middle
// expect: both(1, (2, "three"))
