// Compiler test style: Result type map, flatMap, mapError and get()
enum MathError: Error, Equatable { case divByZero, negative(Int) }

func divide(_ a: Int, _ b: Int) -> Result<Int, MathError> {
  b == 0 ? .failure(.divByZero) : .success(a / b)
}
func checkPositive(_ x: Int) -> Result<Int, MathError> {
  x < 0 ? .failure(.negative(x)) : .success(x)
}
func show(_ r: Result<Int, MathError>) -> String {
  switch r {
  case .success(let v): return "ok(\(v))"
  case .failure(let e): return "err(\(e))"
  }
}
print(show(divide(10, 2)))
print(show(divide(1, 0)))
print(show(divide(10, 2).map { $0 * 3 }))
print(show(divide(-9, 3).flatMap(checkPositive)))
print(show(divide(9, 3).flatMap(checkPositive)))
print(show(divide(9, 0).flatMap(checkPositive)))

do {
  let v = try divide(20, 4).get()
  print("got", v)
  _ = try divide(1, 0).get()
} catch let e as MathError {
  print("threw", e)
}

struct Wrapped: Error { let inner: MathError }
let mapped = divide(1, 0).mapError { Wrapped(inner: $0) }
if case .failure(let w) = mapped { print("wrapped", w.inner) }

let fromThrowing = Result { () throws -> Int in
  throw MathError.negative(5)
}
print((try? fromThrowing.get()) ?? -1)
let good = Result<String, Error> { "fine" }
print(try! good.get())
print(divide(4, 2) == .success(2), divide(4, 0) == .failure(.divByZero))
let results = [divide(8, 2), divide(3, 0), divide(9, 3)]
print(results.compactMap { try? $0.get() })
// expect: ok(5)
// expect: err(divByZero)
// expect: ok(15)
// expect: err(negative(-3))
// expect: ok(3)
// expect: err(divByZero)
// expect: got 5
// expect: threw divByZero
// expect: wrapped divByZero
// expect: -1
// expect: fine
// expect: true true
// expect: [4, 3]
