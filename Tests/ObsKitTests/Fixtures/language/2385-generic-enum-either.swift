// Compiler test style: generic enums with map/flatMap, conditional Equatable and pattern matching
enum Either<L, R> {
  case left(L)
  case right(R)

  func map<T>(_ f: (R) -> T) -> Either<L, T> {
    switch self {
    case .left(let l): return .left(l)
    case .right(let r): return .right(f(r))
    }
  }
  func flatMap<T>(_ f: (R) -> Either<L, T>) -> Either<L, T> {
    switch self {
    case .left(let l): return .left(l)
    case .right(let r): return f(r)
    }
  }
  func fold<T>(_ onLeft: (L) -> T, _ onRight: (R) -> T) -> T {
    switch self {
    case .left(let l): return onLeft(l)
    case .right(let r): return onRight(r)
    }
  }
  var swapped: Either<R, L> { fold({ .right($0) }, { .left($0) }) }
}
extension Either: Equatable where L: Equatable, R: Equatable {}

func parse(_ s: String) -> Either<String, Int> {
  if let n = Int(s) { return .right(n) }
  return .left("bad input '\(s)'")
}
func half(_ n: Int) -> Either<String, Int> {
  n % 2 == 0 ? .right(n / 2) : .left("\(n) is odd")
}

func show<L, R>(_ e: Either<L, R>) -> String { e.fold({ "L(\($0))" }, { "R(\($0))" }) }

for input in ["8", "6", "x", "7"] {
  print(input, show(parse(input).flatMap(half).map { $0 * 10 }))
}
print(parse("4") == .right(4), parse("4") == .left("4"), parse("q") == parse("q"))
print(show(parse("12").flatMap(half).flatMap(half).flatMap(half)))
print(show(parse("5").swapped), show(Either<Int, Bool>.left(1).swapped))
let results = ["1", "two", "3"].map(parse)
let rights = results.compactMap { r -> Int? in if case .right(let v) = r { return v }; return nil }
let lefts = results.filter { if case .left = $0 { return true } else { return false } }.count
print(rights, lefts)
if case .left(let msg) = parse("z") { print(msg) }
print(type(of: parse("1").map { "\($0)" }))
// expect: 8 R(40)
// expect: 6 R(30)
// expect: x L(bad input 'x')
// expect: 7 L(7 is odd)
// expect: true false true
// expect: L(3 is odd)
// expect: L(5) R(1)
// expect: [1, 3] 1
// expect: bad input 'z'
// expect: Either<String, String>
