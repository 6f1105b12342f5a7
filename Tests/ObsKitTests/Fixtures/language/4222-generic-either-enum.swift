// Compiler test style: generic Either enum with extensions constrained by where clauses and pattern matching
enum Either<L, R> {
    case left(L)
    case right(R)

    func fold<T>(_ onLeft: (L) -> T, _ onRight: (R) -> T) -> T {
        switch self {
        case .left(let l): return onLeft(l)
        case .right(let r): return onRight(r)
        }
    }

    var swapped: Either<R, L> {
        switch self {
        case .left(let l): return .right(l)
        case .right(let r): return .left(r)
        }
    }

    var isLeft: Bool {
        if case .left = self { return true } else { return false }
    }
}

extension Either where L == R {
    var merged: L {
        switch self {
        case .left(let x), .right(let x): return x
        }
    }
}

extension Either: Equatable where L: Equatable, R: Equatable {}

extension Either where R: Numeric {
    func doubledRight() -> Either {
        guard case .right(let r) = self else { return self }
        return .right(r + r)
    }
}

func partition<L, R>(_ xs: [Either<L, R>]) -> ([L], [R]) {
    var ls: [L] = [], rs: [R] = []
    for x in xs {
        switch x {
        case .left(let l): ls.append(l)
        case .right(let r): rs.append(r)
        }
    }
    return (ls, rs)
}

func describe(_ e: Either<String, Int>) -> String {
    switch e {
    case .left(""): return "empty error"
    case .left(let msg): return "error: \(msg)"
    case .right(0): return "zero"
    case .right(let n) where n < 0: return "negative \(n)"
    case .right(let n): return "value \(n)"
    }
}

let values: [Either<String, Int>] = [.right(5), .left("bad input"), .right(0), .left(""), .right(-3), .right(12)]
for v in values {
    print(describe(v))
}
let (errors, nums) = partition(values)
print("errors: \(errors.count), numbers: \(nums)")
print("total: \(values.map { $0.fold({ _ in 0 }, { $0 }) }.reduce(0, +))")
print("lefts: \(values.filter { $0.isLeft }.count)")
print("swapped first is left: \(values[0].swapped.isLeft)")

let same: [Either<Int, Int>] = [.left(1), .right(2), .left(3)]
print("merged: \(same.map { $0.merged })")
print("equal: \(Either<String, Int>.right(5) == .right(5)), \(Either<String, Int>.left("a") == .right(5))")
print("doubled: \(describe(Either<String, Int>.right(21).doubledRight())), \(describe(Either<String, Int>.left("x").doubledRight()))")

func safeDivide(_ a: Int, _ b: Int) -> Either<String, Int> {
    b == 0 ? .left("divide \(a) by zero") : .right(a / b)
}
for (a, b) in [(10, 2), (7, 0), (9, 3)] {
    let r = safeDivide(a, b)
    switch (r, r.swapped) {
    case (.right(let q), .left(let q2)) where q == q2: print("\(a)/\(b) = \(q) (swap consistent)")
    case (.left(let m), _): print(m)
    default: print("inconsistent")
    }
}

// Expected output:
// expect: value 5
// expect: error: bad input
// expect: zero
// expect: empty error
// expect: negative -3
// expect: value 12
// expect: errors: 2, numbers: [5, 0, -3, 12]
// expect: total: 14
// expect: lefts: 2
// expect: swapped first is left: true
// expect: merged: [1, 2, 3]
// expect: equal: true, false
// expect: doubled: value 42, error: x
// expect: 10/2 = 5 (swap consistent)
// expect: divide 7 by zero
// expect: 9/3 = 3 (swap consistent)
