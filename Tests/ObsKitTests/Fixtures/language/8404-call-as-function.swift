// Compiler-test style: callAsFunction on structs and classes, overloaded by arity and labels, and mutating calls
struct Polynomial {
    let coeffs: [Int]
    func callAsFunction(_ x: Int) -> Int {
        coeffs.reversed().reduce(0) { $0 * x + $1 }
    }
    func callAsFunction(_ xs: [Int]) -> [Int] { xs.map { self($0) } }
    func callAsFunction(derivativeAt x: Int) -> Int {
        Polynomial(coeffs: coeffs.enumerated().dropFirst().map { $0.offset * $0.element })(x)
    }
}

struct Accumulator {
    var total = 0
    mutating func callAsFunction(_ n: Int) -> Int { total += n; return total }
}

class Greeter {
    let greeting: String
    init(_ g: String) { greeting = g }
    func callAsFunction(_ name: String, times: Int = 1) -> String {
        Array(repeating: "\(greeting), \(name)", count: times).joined(separator: "; ")
    }
}

struct Adder<T: Numeric> {
    let base: T
    func callAsFunction(_ x: T) -> T { base + x }
}

let p = Polynomial(coeffs: [1, 2, 3])
print(p(0), p(1), p(2))
print(p([0, 1, 2, 3]))
print(p(derivativeAt: 2))

var acc = Accumulator()
_ = acc(5)
_ = acc(10)
print(acc(1), acc.total)

let hi = Greeter("Hi")
print(hi("Ann"))
print(hi("Bo", times: 2))
let f: (String, Int) -> String = hi.callAsFunction
print(f("Cy", 1))
print(Adder(base: 1.5)(2), Adder(base: 10)(-3))
print([1, 2, 3].map(Adder(base: 100).callAsFunction))

// expect: 1 6 17
// expect: [1, 6, 17, 34]
// expect: 14
// expect: 16 16
// expect: Hi, Ann
// expect: Hi, Bo; Hi, Bo
// expect: Hi, Cy
// expect: 3.5 7
// expect: [101, 102, 103]
