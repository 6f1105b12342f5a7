// Compiler test style: generic enums conforming to protocols, with constrained extensions
enum Outcome<Success, Failure: Error> {
  case ok(Success)
  case failed(Failure)
}

protocol Unwrappable {
  associatedtype Wrapped
  var unwrapped: Wrapped? { get }
}
extension Outcome: Unwrappable {
  var unwrapped: Success? {
    if case .ok(let v) = self { return v }
    return nil
  }
}
extension Optional: Unwrappable {
  var unwrapped: Wrapped? { self }
}

func values<U: Unwrappable>(_ xs: [U]) -> [U.Wrapped] { xs.compactMap { $0.unwrapped } }

enum MyErr: Error, Equatable { case bad(Int), worse }
let outcomes: [Outcome<Int, MyErr>] = [.ok(1), .failed(.bad(2)), .ok(3), .failed(.worse)]
print(values(outcomes))
print(values([Optional("a"), nil, "b"]))

extension Outcome {
  func map<T>(_ f: (Success) -> T) -> Outcome<T, Failure> {
    switch self {
    case .ok(let s): return .ok(f(s))
    case .failed(let e): return .failed(e)
    }
  }
}
extension Outcome where Failure: Equatable {
  func failed(with e: Failure) -> Bool {
    if case .failed(let f) = self { return f == e }
    return false
  }
}
extension Outcome: CustomStringConvertible {
  var description: String {
    switch self {
    case .ok(let s): return "ok(\(s))"
    case .failed(let e): return "failed(\(e))"
    }
  }
}
print(outcomes.map { $0.map { $0 * 10 } })
print(outcomes.map { $0.failed(with: .worse) })
print(type(of: outcomes[0].map { "\($0)" }))

enum Shape<Unit: Numeric & Comparable> {
  case square(Unit)
  case rect(Unit, Unit)
  var area: Unit {
    switch self {
    case .square(let s): return s * s
    case let .rect(w, h): return w * h
    }
  }
}
extension Shape: Comparable {
  static func < (a: Shape, b: Shape) -> Bool { a.area < b.area }
  static func == (a: Shape, b: Shape) -> Bool { a.area == b.area }
}
let shapes: [Shape<Int>] = [.rect(2, 5), .square(3), .rect(1, 4)]
print(shapes.sorted().map(\.area), shapes.max()!.area)
print(Shape.square(1.5).area, Shape<Int>.square(2) == .rect(1, 4))

enum Either<L, R> {
  case left(L), right(R)
}
extension Either: Equatable where L: Equatable, R: Equatable {}
extension Either: Hashable where L: Hashable, R: Hashable {}
extension Either where L == R {
  var value: L {
    switch self { case .left(let v), .right(let v): return v }
  }
}
let es: [Either<Int, String>] = [.left(1), .right("x"), .left(1)]
print(Set(es).count, es[0] == es[2], es[0] == es[1])
print(Either<Int, Int>.right(9).value, Either<String, String>.left("L").value)
print(es.map { e -> String in
  switch e {
  case .left(let i): return "L\(i)"
  case .right(let s): return "R\(s)"
  }
})

indirect enum Expr<N: Numeric> {
  case lit(N)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  func eval() -> N {
    switch self {
    case .lit(let n): return n
    case let .add(a, b): return a.eval() + b.eval()
    case let .mul(a, b): return a.eval() * b.eval()
    }
  }
}
let e: Expr<Int> = .add(.lit(2), .mul(.lit(3), .lit(4)))
let ed: Expr<Double> = .mul(.lit(0.5), .add(.lit(1), .lit(2)))
print(e.eval(), ed.eval(), type(of: ed))

// expect: [1, 3]
// expect: ["a", "b"]
// expect: [ok(10), failed(bad(2)), ok(30), failed(worse)]
// expect: [false, false, false, true]
// expect: Outcome<String, MyErr>
// expect: [4, 9, 10] 10
// expect: 2.25 true
// expect: 2 true false
// expect: 9 L
// expect: ["L1", "Rx", "L1"]
// expect: 14 1.5 Expr<Double>
