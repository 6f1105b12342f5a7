// Evolution proposal style (SE-0216, SE-0253): @dynamicCallable and callAsFunction
@dynamicCallable
struct Adder {
    var base: Int
    func dynamicallyCall(withArguments args: [Int]) -> Int { args.reduce(base, +) }
}
let add = Adder(base: 100)
print(add(1, 2, 3), add(), add(-100))
@dynamicCallable
struct Formatter {
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> String {
        args.map { $0.key.isEmpty ? "\($0.value)" : "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
let fmt = Formatter()
print(fmt(x: 1, y: 2), fmt(1, label: 2, 3), fmt())
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
let p = Polynomial(coefficients: [1, 2, 3])
print(p(0), p(1), p(2), p(derivativeAt: 2))
print([0.0, 1.0, -1.0].map { p($0) })
struct Counter {
    var count = 0
    mutating func callAsFunction() -> Int { count += 1; return count }
    mutating func callAsFunction(by n: Int) { count += n }
}
var c = Counter()
_ = c(); _ = c()
c(by: 10)
print(c(), c.count)
struct Multiplier<T: Numeric> { let k: T; func callAsFunction(_ x: T) -> T { x * k } }
let triple = Multiplier(k: 3)
print(triple(7), Multiplier(k: 0.5)(9), [1, 2, 3].map(triple.callAsFunction))
class Logger {
    var lines: [String] = []
    func callAsFunction(_ s: String...) { lines.append(s.joined(separator: " ")) }
}
let log = Logger()
log("a", "b")
log("c")
print(log.lines)

// expect: 106 100 0
// expect: x=1, y=2 1, label=2, 3 
// expect: 1.0 6.0 17.0 14.0
// expect: [1.0, 6.0, 2.0]
// expect: 13 13
// expect: 21 4.5 [3, 6, 9]
// expect: ["a b", "c"]
