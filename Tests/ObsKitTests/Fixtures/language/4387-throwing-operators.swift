// Compiler test style: throwing custom operators and rethrowing higher-order functions taking operators
// known-gap: needs the compiler check (literal types); unchecked: error: 4387-throwing-operators.swift:54:22: error: binary operator '+!' cannot be applied to operands of type 'Int8' and 'Int'

enum MathError: Error, Equatable {
  case divideByZero
  case overflow
  case negative(Int)
}

infix operator /!: MultiplicationPrecedence
infix operator +!: AdditionPrecedence
prefix operator √!

func /! (a: Int, b: Int) throws -> Int {
  if b == 0 { throw MathError.divideByZero }
  return a / b
}

func +! (a: Int8, b: Int8) throws -> Int8 {
  let (r, o) = a.addingReportingOverflow(b)
  if o { throw MathError.overflow }
  return r
}

prefix func √! (x: Int) throws -> Int {
  if x < 0 { throw MathError.negative(x) }
  var r = 0
  while (r + 1) * (r + 1) <= x { r += 1 }
  return r
}

func attempt<T>(_ label: String, _ body: () throws -> T) {
  do {
    let v = try body()
    print(label, "=", v)
  } catch let e as MathError {
    print(label, "failed:", e)
  } catch {
    print(label, "unknown")
  }
}

func combine(_ xs: [Int], _ op: (Int, Int) throws -> Int) rethrows -> Int {
  var acc = xs[0]
  for x in xs.dropFirst() {
    acc = try op(acc, x)
  }
  return acc
}

attempt("10 /! 2") { try 10 /! 2 }
attempt("10 /! 0") { try 10 /! 0 }
attempt("chain") { try 100 /! 5 /! 2 }
attempt("chain0") { try 100 /! 5 /! 0 }
attempt("add") { try Int8(100) +! 27 }
attempt("add overflow") { try Int8(100) +! 28 }
attempt("sqrt") { try √!50 }
attempt("sqrt neg") { try √!(-4) }
attempt("mixed") { try √!(try 200 /! 2) + 1 }

print(combine([1, 2, 3], +))
print(combine([100, 2, 5], /))
attempt("combine") { try combine([1000, 10, 5], /!) }
attempt("combine0") { try combine([1000, 0, 5], /!) }

let r1 = try? 9 /! 3
let r2 = try? 9 /! 0
print(r1 as Any, r2 as Any)
print((try? 7 /! 0) ?? -1)

let ops: [(Int, Int) throws -> Int] = [(/!), { a, b in a - b }]
for op in ops {
  attempt("op") { try op(20, 0) }
}

func safeDivideAll(_ xs: [Int], by d: Int) -> Result<[Int], MathError> {
  do {
    return .success(try xs.map { try $0 /! d })
  } catch let e as MathError {
    return .failure(e)
  } catch {
    return .failure(.overflow)
  }
}
print(safeDivideAll([10, 20], by: 5))
print(safeDivideAll([10, 20], by: 0))
do {
  _ = try [Int8(60), 60, 60].reduce(0, +!)
} catch {
  print("reduce threw", error)
}
print(try [Int8(10), 20, 30].reduce(0, +!))
print(MathError.negative(3) == .negative(3), MathError.overflow == .divideByZero)

// expect: 10 /! 2 = 5
// expect: 10 /! 0 failed: divideByZero
// expect: chain = 10
// expect: chain0 failed: divideByZero
// expect: add = 127
// expect: add overflow failed: overflow
// expect: sqrt = 7
// expect: sqrt neg failed: negative(-4)
// expect: mixed = 11
// expect: 6
// expect: 10
// expect: combine = 20
// expect: combine0 failed: divideByZero
// expect: Optional(3) nil
// expect: -1
// expect: op failed: divideByZero
// expect: op = 20
// expect: success([2, 4])
// expect: failure(main.MathError.divideByZero)
// expect: reduce threw overflow
// expect: 60
// expect: true false
