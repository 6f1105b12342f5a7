// Compiler test style: Result construction, get(), map, flatMap, mapError and catching init
enum MathError: Error, CustomStringConvertible {
  case divideByZero
  case overflow(Int)
  var description: String {
    switch self {
    case .divideByZero: return "div0"
    case .overflow(let n): return "overflow(\(n))"
    }
  }
}
struct Wrapped: Error { let inner: MathError }

func divide(_ a: Int, _ b: Int) -> Result<Int, MathError> {
  guard b != 0 else { return .failure(.divideByZero) }
  return .success(a / b)
}

let r1 = divide(10, 2)
let r2 = divide(1, 0)
print(r1, r2)
print((try? r1.get()) as Any, (try? r2.get()) as Any)

let m = r1.map { $0 * 100 }
print(m)
let fm = r1.flatMap { v -> Result<Int, MathError> in v > 3 ? .failure(.overflow(v)) : .success(v) }
print(fm)
let me = r2.mapError { Wrapped(inner: $0) }
switch me {
case .success(let v): print("value", v)
case .failure(let w): print("wrapped", w.inner)
}

func risky(_ n: Int) throws -> Int {
  if n > 5 { throw MathError.overflow(n) }
  return n
}
let caught = Result { try risky(9) }
let fine = Result { try risky(2) }
print(caught, fine)
do {
  _ = try caught.get()
} catch let e as MathError {
  print("get threw", e)
} catch {
  print("other")
}
if case .failure(MathError.overflow(let n)) = caught { print("overflow payload", n) }
let sum = [divide(8, 2), divide(9, 3), divide(1, 0)].map { (try? $0.get()) ?? 0 }.reduce(0, +)
print(sum)

// expect: success(5) failure(div0)
// expect: Optional(5) nil
// expect: success(500)
// expect: failure(overflow(5))
// expect: wrapped div0
// expect: failure(overflow(9)) success(2)
// expect: get threw overflow(9)
// expect: overflow payload 9
// expect: 7
