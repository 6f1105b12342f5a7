// Functional Swift style (sum types): an Either<L, R> with map, mapLeft, flatMap and fold, used to chain safe arithmetic
enum Either<L, R> {
    case left(L)
    case right(R)
}

extension Either {
    func map<T>(_ f: (R) -> T) -> Either<L, T> {
        switch self {
        case .left(let l): return .left(l)
        case .right(let r): return .right(f(r))
        }
    }
    func mapLeft<T>(_ f: (L) -> T) -> Either<T, R> {
        switch self {
        case .left(let l): return .left(f(l))
        case .right(let r): return .right(r)
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
}

enum MathError { case divideByZero(Int), negativeRoot(Int) }

func safeDivide(_ a: Int, by b: Int) -> Either<MathError, Int> {
    b == 0 ? .left(.divideByZero(a)) : .right(a / b)
}
func intSqrt(_ n: Int) -> Either<MathError, Int> {
    guard n >= 0 else { return .left(.negativeRoot(n)) }
    var r = 0
    while (r + 1) * (r + 1) <= n { r += 1 }
    return .right(r)
}

func compute(_ a: Int, _ b: Int) -> Either<MathError, Int> {
    safeDivide(a, by: b).flatMap(intSqrt).map { $0 * 10 }
}

let render: (Either<MathError, Int>) -> String = { e in
    e.mapLeft { err -> String in
        switch err {
        case .divideByZero(let n): return "cannot divide \(n) by zero"
        case .negativeRoot(let n): return "no root of \(n)"
        }
    }.fold({ "error: " + $0 }, { "result: \($0)" })
}

for (a, b) in [(100, 4), (7, 0), (-50, 2), (81, 1)] {
    print(a, b, render(compute(a, b)))
}
let parsed: [Either<String, Int>] = ["12", "x", "30"].map { s in Int(s).map(Either.right) ?? .left("bad '\(s)'") }
print(parsed.map { $0.fold({ $0 }, { String($0 * 2) }) })

// expect: 100 4 result: 50
// expect: 7 0 error: cannot divide 7 by zero
// expect: -50 2 error: no root of -25
// expect: 81 1 result: 90
// expect: ["24", "bad \'x\'", "60"]
