// Swift Evolution style (SE-0253): callAsFunction on structs and classes, overloaded and mutating, with argument labels
struct Polynomial {
    var coefficients: [Double]
    func callAsFunction(_ x: Double) -> Double {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
    func callAsFunction(derivativeAt x: Double) -> Double {
        let d = Polynomial(coefficients: coefficients.enumerated().dropFirst().map { Double($0.offset) * $0.element })
        return d(x)
    }
}

let p = Polynomial(coefficients: [1, 2, 3]) // 1 + 2x + 3x^2
print(p(0), p(1), p(2))
print(p(derivativeAt: 2))
print([0.0, 1, 2, 3].map { p($0) })

struct Counter {
    var count = 0
    mutating func callAsFunction(by step: Int = 1) -> Int { count += step; return count }
}
var c = Counter()
_ = c()
_ = c(by: 5)
print(c.count, c())

final class Memo {
    var cache: [Int: Int] = [:]
    var calls = 0
    func callAsFunction(_ n: Int) -> Int {
        if let v = cache[n] { return v }
        calls += 1
        let v = n < 2 ? n : self(n - 1) + self(n - 2)
        cache[n] = v
        return v
    }
}
let fib = Memo()
print(fib(30), fib.calls)

// expect: 1.0 6.0 17.0
// expect: 14.0
// expect: [1.0, 6.0, 17.0, 34.0]
// expect: 6 7
// expect: 832040 31
