// Swift Evolution style: SE-0253 callable values of user-defined nominal types via callAsFunction
struct Polynomial {
    let coefficients: [Double]  // lowest degree first

    func callAsFunction(_ x: Double) -> Double {
        var result = 0.0
        for c in coefficients.reversed() {
            result = result * x + c
        }
        return result
    }
}

struct Adder {
    var base: Int
    func callAsFunction(_ x: Int) -> Int { base + x }
    func callAsFunction(_ x: Int, times: Int) -> Int { (base + x) * times }
}

struct Counter {
    private(set) var count = 0
    mutating func callAsFunction() -> Int {
        count += 1
        return count
    }
}

struct Validator<Input> {
    let rules: [(String, (Input) -> Bool)]
    func callAsFunction(_ input: Input) -> [String] {
        rules.filter { !$0.1(input) }.map(\.0)
    }
}

let p = Polynomial(coefficients: [1, 0, 2])  // 2x^2 + 1
print(p(0), p(1), p(3))
print([0.5, 2.0].map { p($0) })

let add5 = Adder(base: 5)
print(add5(10))
print(add5(10, times: 3))
print(add5.callAsFunction(1))

var counter = Counter()
_ = counter()
_ = counter()
print("counter: \(counter())")

let username = Validator<String>(rules: [
    ("not empty", { !$0.isEmpty }),
    ("max 8 chars", { $0.count <= 8 }),
    ("lowercase", { $0 == $0.lowercased() }),
])
print(username("swift"))
print(username("SwiftLanguage"))
print(username(""))

// expect: 1.0 3.0 19.0
// expect: [1.5, 9.0]
// expect: 15
// expect: 45
// expect: 6
// expect: counter: 3
// expect: []
// expect: ["max 8 chars", "lowercase"]
// expect: ["not empty"]
