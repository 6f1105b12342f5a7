// Compiler test style: generic functions with throwing closures and typed errors, error mapping helpers, Result.init(catching:)
enum AppError: Error { case parse(String), range(Int) }
struct StrErr: Error { let s: String }

func parseAll(_ xs: [String]) -> Result<[Int], AppError> {
  var out: [Int] = []
  for x in xs {
    guard let n = Int(x) else { return .failure(.parse(x)) }
    guard (0...100).contains(n) else { return .failure(.range(n)) }
    out.append(n)
  }
  return .success(out)
}
func describe(_ r: Result<[Int], AppError>) -> String {
  switch r {
  case .success(let v) where v.isEmpty: return "empty success"
  case .success(let v): return "sum \(v.reduce(0, +))"
  case .failure(.parse(let s)): return "cannot parse '\(s)'"
  case .failure(.range(let n)): return "out of range \(n)"
  }
}
print(describe(parseAll(["1", "2", "3"])))
print(describe(parseAll([])))
print(describe(parseAll(["1", "x"])))
print(describe(parseAll(["500", "x"])))

func collect<T, E: Error>(_ items: [Result<T, E>]) -> Result<[T], E> {
  var out: [T] = []
  for i in items {
    switch i {
    case .success(let v): out.append(v)
    case .failure(let e): return .failure(e)
    }
  }
  return .success(out)
}
let good: [Result<Int, AppError>] = [.success(1), .success(2)]
let bad: [Result<Int, AppError>] = [.success(1), .failure(.range(-1)), .failure(.parse("z"))]
print(collect(good))
print(collect(bad))

let catching = Result(catching: { () throws -> Int in
  throw AppError.parse("inline")
})
switch catching {
case .success: print("no")
case .failure(let e as AppError): print("caught AppError \(e)")
case .failure: print("other")
}
let mapped = parseAll(["4", "6"]).map { $0.map { $0 * 10 } }.mapError { StrErr(s: "\($0)") }
print(try! mapped.get())
// expect: sum 6
// expect: empty success
// expect: cannot parse 'x'
// expect: out of range 500
// expect: success([1, 2])
// expect: failure(main.AppError.range(-1))
// expect: caught AppError parse("inline")
// expect: [40, 60]
