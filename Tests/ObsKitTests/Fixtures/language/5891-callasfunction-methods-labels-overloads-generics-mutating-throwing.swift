// Swift Evolution style (SE-0253 callable values of user-defined nominal types): `callAsFunction` methods with labels, overloads, generics, mutating and throwing variants
struct Polynomial {
    var coefficients: [Double]
    func callAsFunction(_ x: Double) -> Double {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
}
let p = Polynomial(coefficients: [1, 0, 2])
print(p(0), p(1), p(3))
print([0.5, 2].map { p($0) })
print(p.callAsFunction(2))

struct Adder {
    let base: Int
    func callAsFunction(_ x: Int) -> Int { base + x }
    func callAsFunction(_ x: Int, times: Int) -> Int { base + x * times }
    func callAsFunction(_ s: String) -> String { "\(base)-\(s)" }
}
let add5 = Adder(base: 5)
print(add5(3), add5(3, times: 4), add5("x"))

struct Accumulator {
    private(set) var total = 0
    mutating func callAsFunction(_ amount: Int) -> Int {
        total += amount
        return total
    }
}
var acc = Accumulator()
_ = acc(10)
_ = acc(5)
print(acc(1), acc.total)

struct Converter<Input, Output> {
    let transform: (Input) -> Output
    func callAsFunction(_ input: Input) -> Output { transform(input) }
    func callAsFunction(all inputs: [Input]) -> [Output] { inputs.map(transform) }
}
let lengths = Converter<String, Int> { $0.count }
print(lengths("callable"), lengths(all: ["a", "bb", "ccc"]))

struct Validator {
    struct Failure: Error, CustomStringConvertible {
        let reason: String
        var description: String { "invalid: \(reason)" }
    }
    let minimum: Int
    func callAsFunction(_ value: Int) throws -> Int {
        guard value >= minimum else { throw Failure(reason: "\(value) < \(minimum)") }
        return value
    }
}
let atLeast3 = Validator(minimum: 3)
for v in [5, 1] {
    do { print("ok", try atLeast3(v)) } catch { print(error) }
}

final class Memo {
    var cache: [Int: Int] = [:]
    func callAsFunction(_ n: Int) -> Int {
        if n < 2 { return n }
        if let hit = cache[n] { return hit }
        let value = self(n - 1) + self(n - 2)
        cache[n] = value
        return value
    }
}
let fib = Memo()
print(fib(30), fib.cache.count)

let callables: [Adder] = [Adder(base: 1), Adder(base: 10)]
print(callables.map { $0(1) })

// expect: 1.0 3.0 19.0
// expect: [1.5, 9.0]
// expect: 9.0
// expect: 8 17 5-x
// expect: 16 16
// expect: 8 [1, 2, 3]
// expect: ok 5
// expect: invalid: 1 < 3
// expect: 832040 29
// expect: [2, 11]
