// Swift book style: callAsFunction on structs and classes, with labels and overloads
struct Polynomial {
    let coefficients: [Int]
    func callAsFunction(_ x: Int) -> Int {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
    func callAsFunction(derivativeAt x: Int) -> Int {
        let d = coefficients.enumerated().dropFirst().map { $0.offset * $0.element }
        return Polynomial(coefficients: d)(x)
    }
}
let p = Polynomial(coefficients: [1, 0, 2])
print(p(0), p(1), p(3))
print(p(derivativeAt: 5))
print([0, 1, 2, 3].map { p($0) })
print([0, 1, 2, 3].map { p.callAsFunction($0) })

final class Accumulator {
    private(set) var total = 0
    @discardableResult
    func callAsFunction(_ amounts: Int...) -> Int {
        total += amounts.reduce(0, +)
        return total
    }
}
let acc = Accumulator()
acc(1)
acc(2, 3)
print(acc(10), acc.total)

struct Validator<T> {
    let rules: [(String, (T) -> Bool)]
    func callAsFunction(_ value: T) -> [String] {
        rules.filter { !$0.1(value) }.map { $0.0 }
    }
}
let password = Validator<String>(rules: [
    ("too short", { $0.count >= 8 }),
    ("needs digit", { $0.contains(where: { $0.isNumber }) }),
    ("needs upper", { $0.contains(where: { $0.isUppercase }) }),
])
for candidate in ["abc", "abcdefgh1", "Abcdefgh1"] {
    let problems = password(candidate)
    print(candidate, problems.isEmpty ? "ok" : problems.joined(separator: ", "))
}

struct Adder {
    let base: Int
    func callAsFunction(_ x: Int) -> Int { base + x }
    func callAsFunction(_ x: Int, times: Int) -> Int { (base + x) * times }
}
let add5 = Adder(base: 5)
print(add5(1), add5(1, times: 3), Adder(base: -1)(1))
let f: (Int) -> Int = add5.callAsFunction
print(f(100))
// expect: 1 3 19
// expect: 20
// expect: [1, 3, 9, 19]
// expect: [1, 3, 9, 19]
// expect: 16 16
// expect: abc too short, needs digit, needs upper
// expect: abcdefgh1 needs upper
// expect: Abcdefgh1 ok
// expect: 6 18 0
// expect: 105
