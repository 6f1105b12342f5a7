// Compiler test style: callAsFunction overloads, mutating calls, generic calls and labels
struct Polynomial {
    var coefficients: [Int]
    func callAsFunction(_ x: Int) -> Int {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
    func callAsFunction(_ xs: [Int]) -> [Int] { xs.map { self($0) } }
    func callAsFunction(derivativeAt x: Int) -> Int {
        let derived = coefficients.enumerated().dropFirst().map { $0.offset * $0.element }
        return Polynomial(coefficients: derived)(x)
    }
}

struct Accumulator {
    private(set) var total = 0
    mutating func callAsFunction(_ amount: Int) -> Int {
        total += amount
        return total
    }
}

struct Formatter {
    let prefix: String
    func callAsFunction<T>(_ value: T, times: Int = 1) -> String {
        Array(repeating: "\(prefix)\(value)", count: times).joined(separator: " ")
    }
}

final class Middleware {
    let name: String
    let next: Middleware?
    init(_ name: String, next: Middleware? = nil) { self.name = name; self.next = next }
    func callAsFunction(_ request: String) -> String {
        let passed = "\(name)(\(request))"
        return next?(passed) ?? passed
    }
}

let p = Polynomial(coefficients: [1, 0, 2])
print(p(3), p([0, 1, 2]))
print(p(derivativeAt: 5))
var acc = Accumulator()
_ = acc(5)
print(acc(10), acc.total)
let f = Formatter(prefix: "#")
print(f(7), f("x", times: 3))
print(f([1, 2]))
let chain = Middleware("auth", next: Middleware("log", next: Middleware("route")))
print(chain("GET /"))
let maybe: Middleware? = nil
print(maybe?("x") ?? "no middleware")
let fns: [Polynomial] = [Polynomial(coefficients: [1]), Polynomial(coefficients: [0, 1])]
print(fns.map { $0(4) })
let asClosure: (Int) -> Int = p.callAsFunction(_:)
print(asClosure(1))
// expect: 19 [1, 3, 9]
// expect: 20
// expect: 15 15
// expect: #7 #x #x #x
// expect: #[1, 2]
// expect: route(log(auth(GET /)))
// expect: no middleware
// expect: [1, 4]
// expect: 3
