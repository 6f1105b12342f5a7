// Swift Evolution style (SE-0253 callable values with callAsFunction): polynomials and validators
struct Polynomial {
    let coefficients: [Double]   // lowest degree first

    func callAsFunction(_ x: Double) -> Double {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
}

let f = Polynomial(coefficients: [1, -3, 2])   // 2x^2 - 3x + 1
print(f(0), f(1), f(2), f(0.5))
print([0.0, 1, 2, 3].map { f($0) })

// Multiple overloads, argument labels, and mutating calls
struct Accumulator {
    private(set) var total = 0

    mutating func callAsFunction(_ n: Int) {
        total += n
    }
    mutating func callAsFunction(times n: Int, _ value: Int) {
        total += n * value
    }
}
var acc = Accumulator()
acc(5)
acc(times: 3, 4)
acc(-2)
print("total:", acc.total)

// A callable that returns a value and throws
struct Validator {
    enum Failure: Error { case tooShort(Int), missing(Character) }
    let minLength: Int
    let required: Character

    func callAsFunction(_ password: String) throws -> String {
        guard password.count >= minLength else { throw Failure.tooShort(password.count) }
        guard password.contains(required) else { throw Failure.missing(required) }
        return "ok"
    }
}
let validate = Validator(minLength: 6, required: "#")
for pw in ["abc", "abcdefg", "abc#def"] {
    do {
        print(pw, "->", try validate(pw))
    } catch {
        print(pw, "->", error)
    }
}

// Generic callable: a memoizing wrapper around a function
final class Memo<Input: Hashable, Output> {
    private var cache: [Input: Output] = [:]
    private let body: (Input) -> Output
    private(set) var misses = 0

    init(_ body: @escaping (Input) -> Output) { self.body = body }

    func callAsFunction(_ input: Input) -> Output {
        if let hit = cache[input] { return hit }
        misses += 1
        let value = body(input)
        cache[input] = value
        return value
    }
}
let slowSquare = Memo<Int, Int> { $0 * $0 }
print([3, 4, 3, 3, 4, 5].map { slowSquare($0) }, "misses:", slowSquare.misses)

// callAsFunction can still be called explicitly
print(f.callAsFunction(3))

// Callables compose with ordinary closures
func compose(_ a: Polynomial, _ b: Polynomial) -> (Double) -> Double {
    { a(b($0)) }
}
let g = compose(Polynomial(coefficients: [0, 2]), f)
print(g(2), g(3))

// expect: 1.0 0.0 3.0 0.0
// expect: [1.0, 0.0, 3.0, 10.0]
// expect: total: 15
// expect: abc -> tooShort(3)
// expect: abcdefg -> missing("#")
// expect: abc#def -> ok
// expect: [9, 16, 9, 9, 16, 25] misses: 3
// expect: 10.0
// expect: 6.0 20.0
