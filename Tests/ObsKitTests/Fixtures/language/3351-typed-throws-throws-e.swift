// Compiler test style: typed throws throws(E), error type inference in catch, generic typed rethrow
enum MathError: Error, Equatable {
  case divideByZero
  case overflow(Int)
}

func divide(_ a: Int, _ b: Int) throws(MathError) -> Int {
  if b == 0 { throw .divideByZero }
  if a == Int.min && b == -1 { throw .overflow(a) }
  return a / b
}

func tryAll(_ pairs: [(Int, Int)]) {
  for (a, b) in pairs {
    do {
      let r = try divide(a, b)
      print("\(a)/\(b) = \(r)")
    } catch {
      // error is MathError here, not any Error
      switch error {
      case .divideByZero: print("\(a)/\(b): divide by zero")
      case .overflow(let v): print("\(a)/\(b): overflow from \(v == Int.min)")
      }
    }
  }
}
tryAll([(10, 2), (1, 0), (Int.min, -1), (-9, 4)])

func apply<E: Error>(_ f: () throws(E) -> Int) throws(E) -> Int {
  return try f() + 1
}
do {
  let x = try apply { () throws(MathError) -> Int in try divide(8, 0) }
  print("x = \(x)")
} catch {
  print("caught typed: \(error == .divideByZero)")
}
let y = apply { 41 }
print("non-throwing instantiation: \(y)")
let r: Result<Int, MathError> = Result { () throws(MathError) -> Int in try divide(9, 3) }
print(r)
// expect: 10/2 = 5
// expect: 1/0: divide by zero
// expect: -9223372036854775808/-1: overflow from true
// expect: -9/4 = -2
// expect: caught typed: true
// expect: non-throwing instantiation: 42
// expect: success(3)
