// Compiler test style: Swift Result with custom Error enums, map, flatMap, mapError, get() and catching init
enum ParseError: Error, Equatable {
  case empty
  case notANumber(String)
  case outOfRange(Int)
}
struct AppError: Error { let message: String }

func parse(_ s: String) -> Result<Int, ParseError> {
  if s.isEmpty { return .failure(.empty) }
  guard let n = Int(s) else { return .failure(.notANumber(s)) }
  return .success(n)
}
func checkRange(_ n: Int) -> Result<Int, ParseError> {
  (0...100).contains(n) ? .success(n) : .failure(.outOfRange(n))
}
func show<E>(_ r: Result<Int, E>) -> String {
  switch r {
  case .success(let v): return "ok(\(v))"
  case .failure(let e): return "err(\(e))"
  }
}

for input in ["42", "", "abc", "500"] {
  print(show(parse(input).flatMap(checkRange).map { $0 * 2 }))
}
let mapped = parse("x").mapError { AppError(message: "wrapped \($0)") }
if case .failure(let e) = mapped { print(e.message) }
do {
  let v = try parse("7").get()
  print("got", v)
  _ = try parse("q").get()
  print("unreachable")
} catch let e as ParseError {
  print("caught", e, e == .notANumber("q"))
} catch {
  print("other")
}
func risky(_ n: Int) throws -> Int {
  if n < 0 { throw AppError(message: "negative \(n)") }
  return n * n
}
let r1 = Result { try risky(4) }
let r2 = Result { try risky(-2) }
print(show(r1))
switch r2 {
case .success: print("no")
case .failure(let e): print((e as? AppError)?.message ?? "?")
}
let results = ["1", "2", "x", "4"].map(parse)
let successes = results.compactMap { try? $0.get() }
print(successes, results.filter { if case .failure = $0 { return true } else { return false } }.count)
print(parse("5") == .success(5), parse("") == .failure(.empty))
let recovered = parse("bad").flatMapError { _ in Result<Int, ParseError>.success(0) }
print(show(recovered))

// expect: ok(84)
// expect: err(empty)
// expect: err(notANumber("abc"))
// expect: err(outOfRange(500))
// expect: wrapped notANumber("x")
// expect: got 7
// expect: caught notANumber("q") true
// expect: ok(16)
// expect: negative -2
// expect: [1, 2, 4] 1
// expect: true true
// expect: ok(0)
