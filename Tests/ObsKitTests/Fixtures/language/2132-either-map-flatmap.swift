// Compiler test style: generic Either enum with map, flatMap, mapLeft, fold and Equatable conditional conformance
enum Either<L, R> {
  case left(L)
  case right(R)

  func map<R2>(_ f: (R) -> R2) -> Either<L, R2> {
    switch self {
    case .left(let l): return .left(l)
    case .right(let r): return .right(f(r))
    }
  }
  func flatMap<R2>(_ f: (R) -> Either<L, R2>) -> Either<L, R2> {
    switch self {
    case .left(let l): return .left(l)
    case .right(let r): return f(r)
    }
  }
  func mapLeft<L2>(_ f: (L) -> L2) -> Either<L2, R> {
    switch self {
    case .left(let l): return .left(f(l))
    case .right(let r): return .right(r)
    }
  }
  func fold<T>(_ onLeft: (L) -> T, _ onRight: (R) -> T) -> T {
    switch self {
    case .left(let l): return onLeft(l)
    case .right(let r): return onRight(r)
    }
  }
  var right: R? { if case .right(let r) = self { return r } else { return nil } }
}

extension Either: Equatable where L: Equatable, R: Equatable {}

func parse(_ s: String) -> Either<String, Int> {
  if let n = Int(s) { return .right(n) }
  return .left("bad number: \(s)")
}
func nonZero(_ n: Int) -> Either<String, Int> {
  n == 0 ? .left("zero") : .right(n)
}
func describe<L, R>(_ e: Either<L, R>) -> String {
  e.fold({ "L(\($0))" }, { "R(\($0))" })
}

for s in ["42", "x7", "0"] {
  let e = parse(s).flatMap(nonZero).map { 100 / $0 }
  print(s, describe(e))
}
print(describe(parse("12").map { $0 * 2 }.map(String.init).map { $0 + "!" }))
print(describe(parse("q").mapLeft { $0.count }))
print(parse("5") == .right(5), parse("5") == parse("6"), parse("z") == .left("bad number: z"))
print(parse("9").right as Any, parse("n").right as Any)
let results = ["1", "2", "three", "4"].map(parse)
let oks = results.compactMap { $0.right }
print(oks, results.filter { $0.right == nil }.count)
let sequenced = results.reduce(Either<String, [Int]>.right([])) { acc, e in
  acc.flatMap { xs in e.map { xs + [$0] } }
}
print(describe(sequenced))
let good = ["7", "8"].map(parse).reduce(Either<String, Int>.right(0)) { acc, e in
  acc.flatMap { a in e.map { a + $0 } }
}
print(describe(good))

// expect: 42 R(2)
// expect: x7 L(bad number: x7)
// expect: 0 L(zero)
// expect: R(24!)
// expect: L(13)
// expect: true false true
// expect: Optional(9) nil
// expect: [1, 2, 4] 1
// expect: L(bad number: three)
// expect: R(15)
