// Compiler test style: callAsFunction makes instances callable like functions
struct CallableStruct {
    var value: Int
    func callAsFunction(_ number: Int, scale: Int) -> Int {
        scale * (number + value)
    }
}

let callable = CallableStruct(value: 100)
print(callable(4, scale: 2))
print(callable.callAsFunction(4, scale: 2))

struct Polynomial {
    let coefficients: [Int]

    func callAsFunction(_ x: Int) -> Int {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }

    func callAsFunction() -> String {
        coefficients.enumerated().map { "\($1)x^\($0)" }.joined(separator: " + ")
    }
}

let p = Polynomial(coefficients: [1, 2, 3])
print(p())
print((0...4).map { p($0) })
print([1, 2, 3].map(p.callAsFunction))

struct Accumulator {
    var total = 0
    mutating func callAsFunction(_ amount: Int) -> Int {
        total += amount
        return total
    }
}

var acc = Accumulator()
_ = acc(5)
_ = acc(10)
print(acc(27))
print(acc.total)

// expect: 208
// expect: 208
// expect: 1x^0 + 2x^1 + 3x^2
// expect: [1, 6, 17, 34, 57]
// expect: [6, 17, 34]
// expect: 42
// expect: 42
