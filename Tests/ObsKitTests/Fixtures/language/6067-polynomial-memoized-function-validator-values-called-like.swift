// Advanced Swift style (callAsFunction): polynomial, memoized function and validator values that are called like functions, including generic and mutating calls
struct Polynomial: CustomStringConvertible {
    var coefficients: [Int]
    func callAsFunction(_ x: Int) -> Int { coefficients.reversed().reduce(0) { $0 * x + $1 } }
    func callAsFunction(derivativeAt x: Int) -> Int { derivative(x) }
    var derivative: Polynomial { Polynomial(coefficients: coefficients.enumerated().dropFirst().map { $0.offset * $0.element }) }
    var description: String {
        coefficients.enumerated().reversed().filter { $0.element != 0 }
            .map { $0.offset == 0 ? "\($0.element)" : $0.offset == 1 ? "\($0.element)x" : "\($0.element)x^\($0.offset)" }
            .joined(separator: " + ")
    }
}

final class Memo<In: Hashable, Out> {
    private var cache: [In: Out] = [:]
    private(set) var misses = 0
    private let body: (Memo, In) -> Out
    init(_ body: @escaping (Memo, In) -> Out) { self.body = body }
    func callAsFunction(_ x: In) -> Out {
        if let hit = cache[x] { return hit }
        misses += 1
        let result = body(self, x)
        cache[x] = result
        return result
    }
}

struct Accumulator {
    private(set) var total = 0
    mutating func callAsFunction(_ n: Int) -> Int { total += n; return total }
}

struct Formatter<T> {
    let format: (T) -> String
    func callAsFunction<S: Sequence>(_ xs: S) -> String where S.Element == T { xs.map(format).joined(separator: ", ") }
}

let p = Polynomial(coefficients: [1, -3, 0, 2])
print(p, "|", p.derivative)
print((-2...2).map { p($0) }, p(derivativeAt: 2))
let apply: (Int) -> Int = p.callAsFunction(_:)
print([10, 20].map(apply))

let fib = Memo<Int, Int> { f, n in n < 2 ? n : f(n - 1) + f(n - 2) }
print(fib(40), fib.misses)
print(fib(45), fib.misses)

var acc = Accumulator()
_ = acc(5)
_ = acc(10)
print(acc(-3), acc.total)
let money = Formatter<Int> { "$\($0 / 100).\(String(format2: $0 % 100))" }
print(money([199, 5, 12000]))
extension String { init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" } }

// expect: 2x^3 + -3x + 1 | 6x^2 + -3
// expect: [-9, 2, 1, 0, 11] 21
// expect: [1971, 15941]
// expect: 102334155 41
// expect: 1134903170 46
// expect: 12 12
// expect: $1.99, $0.05, $120.00
