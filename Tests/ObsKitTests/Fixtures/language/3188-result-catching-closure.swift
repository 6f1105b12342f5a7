// Compiler test style: Result(catching:) with closures, map/flatMap over results, throwing closure props
enum AppError: Error, Equatable { case negative(Int), tooBig }

func check(_ x: Int) throws -> Int {
  if x < 0 { throw AppError.negative(x) }
  if x > 100 { throw AppError.tooBig }
  return x
}

func show(_ r: Result<Int, Error>) -> String {
  switch r {
  case .success(let v): return "ok(\(v))"
  case .failure(let e): return "err(\(e))"
  }
}

let inputs = [5, -3, 500]
let results = inputs.map { x in Result { try check(x) } }
print(results.map(show))
print(results.map { show($0.map { $0 * 2 }) })
print(show(results[0].flatMap { v in Result { try check(v * 30) } }))

struct Validator {
  var rule: (String) throws -> String
  func run(_ s: String) -> String {
    do { return try rule(s) } catch { return "invalid: \(error)" }
  }
}
enum VErr: Error { case empty, short(Int) }
let v = Validator { s in
  if s.isEmpty { throw VErr.empty }
  if s.count < 3 { throw VErr.short(s.count) }
  return "valid: \(s)"
}
for s in ["", "ab", "abc"] { print(v.run(s)) }

let values = try? [1, 2, 3].map(check)
print(values ?? [])
let failed = try? [1, -2, 3].map(check)
print(failed == nil)
let r: Result<Int, AppError> = .failure(.tooBig)
print((try? r.get()) ?? -1, r.mapError { _ in AppError.negative(0) } == .failure(.negative(0)))
// expect: ["ok(5)", "err(negative(-3))", "err(tooBig)"]
// expect: ["ok(10)", "err(negative(-3))", "err(tooBig)"]
// expect: err(tooBig)
// expect: invalid: empty
// expect: invalid: short(2)
// expect: valid: abc
// expect: [1, 2, 3]
// expect: true
// expect: -1 true
