// Swift book style: Result with map, flatMap, mapError and get()
enum MathError: Error, Equatable {
    case divideByZero
    case overflow
    case negativeRoot(Double)
}

func divide(_ a: Int, by b: Int) -> Result<Int, MathError> {
    guard b != 0 else { return .failure(.divideByZero) }
    return .success(a / b)
}

func checkedDouble(_ x: Int) -> Result<Int, MathError> {
    let (r, o) = x.multipliedReportingOverflow(by: 2)
    return o ? .failure(.overflow) : .success(r)
}

func show<T>(_ r: Result<T, MathError>) -> String {
    switch r {
    case .success(let v): return "success(\(v))"
    case .failure(let e): return "failure(\(e))"
    }
}

print(show(divide(10, by: 2)))
print(show(divide(1, by: 0)))
print(show(divide(10, by: 3).map { $0 * 10 }))
print(show(divide(10, by: 0).map { $0 * 10 }))
print(show(divide(100, by: 5).flatMap(checkedDouble)))
print(show(divide(Int.max, by: 1).flatMap(checkedDouble)))

struct Wrapped: Error { let inner: MathError }
let wrapped = divide(3, by: 0).mapError { Wrapped(inner: $0) }
switch wrapped {
case .success(let v): print("value", v)
case .failure(let w): print("wrapped", w.inner)
}

// get() converts to throwing
do {
    let v = try divide(42, by: 6).get()
    print("got \(v)")
    let w = try divide(1, by: 0).get()
    print("got \(w)")
} catch MathError.divideByZero {
    print("caught divideByZero via get()")
} catch {
    print("other")
}

// Result(catching:)
func root(_ x: Double) throws -> Double {
    if x < 0 { throw MathError.negativeRoot(x) }
    var guess = x / 2
    if x == 0 { return 0 }
    for _ in 0..<20 { guess = (guess + x / guess) / 2 }
    return guess
}
let r1 = Result { try root(16) }
let r2 = Result { try root(-4) }
for r in [r1, r2] {
    switch r {
    case .success(let v): print("root \(v)")
    case .failure(let e): print("root failed: \(e)")
    }
}

// Equatable results
print(divide(8, by: 2) == .success(4))
print(divide(8, by: 0) == .failure(.divideByZero))

// Chain and collect
let pairs = [(20, 2), (9, 0), (50, 5), (7, 7)]
let results = pairs.map { divide($0.0, by: $0.1).flatMap(checkedDouble) }
let successes = results.compactMap { try? $0.get() }
print("successes \(successes)")
let failures = results.filter { if case .failure = $0 { return true } else { return false } }
print("failures \(failures.count)")

// flatMapError recovery
let recovered = divide(5, by: 0).flatMapError { err -> Result<Int, MathError> in
    err == .divideByZero ? .success(0) : .failure(err)
}
print(show(recovered))
// expect: success(5)
// expect: failure(divideByZero)
// expect: success(30)
// expect: failure(divideByZero)
// expect: success(40)
// expect: failure(overflow)
// expect: wrapped divideByZero
// expect: got 7
// expect: caught divideByZero via get()
// expect: root 4.0
// expect: root failed: negativeRoot(-4.0)
// expect: true
// expect: true
// expect: successes [20, 20, 2]
// expect: failures 1
// expect: success(0)
