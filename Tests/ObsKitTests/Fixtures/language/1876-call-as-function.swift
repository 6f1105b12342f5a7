// Compiler test style: callAsFunction — instances called like functions, with overloads, labels, mutating calls and generic forms
struct Multiplier {
    let factor: Int
    func callAsFunction(_ x: Int) -> Int { x * factor }
    func callAsFunction(_ x: Int, plus y: Int) -> Int { x * factor + y }
    func callAsFunction(_ xs: [Int]) -> [Int] { xs.map { $0 * factor } }
}

let triple = Multiplier(factor: 3)
print(triple(5))
print(triple(5, plus: 1))
print(triple([1, 2, 3]))
print([1, 2, 3].map { triple($0) })
print(triple.callAsFunction(7))

// Mutating callAsFunction on a struct accumulator
struct Accumulator {
    private(set) var total = 0
    mutating func callAsFunction(_ v: Int) -> Int {
        total += v
        return total
    }
}
var acc = Accumulator()
_ = acc(10)
_ = acc(5)
print("total:", acc(1), acc.total)

// Class with callAsFunction and state
final class Counter {
    var calls: [String] = []
    func callAsFunction(_ name: String = "anonymous") {
        calls.append(name)
    }
}
let counter = Counter()
counter("a")
counter()
counter("b")
print(counter.calls)

// Generic callAsFunction returning closures
struct Pipeline<Input, Output> {
    let run: (Input) -> Output
    func callAsFunction(_ input: Input) -> Output { run(input) }
    func then<Next>(_ next: @escaping (Output) -> Next) -> Pipeline<Input, Next> {
        Pipeline<Input, Next> { next(self.run($0)) }
    }
}
let p = Pipeline<String, Int> { $0.count }.then { $0 * 2 }.then { "len*2=\($0)" }
print(p("hello"))
print(["a", "abcd"].map { p($0) })

// Throwing callAsFunction
enum ValidationError: Error { case tooShort(Int) }
struct Validator {
    let minimum: Int
    func callAsFunction(_ s: String) throws -> String {
        guard s.count >= minimum else { throw ValidationError.tooShort(s.count) }
        return s.uppercased()
    }
}
let validate = Validator(minimum: 3)
for s in ["swift", "go"] {
    do {
        print(try validate(s))
    } catch {
        print("error:", error)
    }
}

// Callable stored in an optional and in a dictionary
let table: [String: Multiplier] = ["double": Multiplier(factor: 2), "ten": Multiplier(factor: 10)]
for key in table.keys.sorted() { print(key, table[key]!(4)) }
let maybe: Multiplier? = Multiplier(factor: 6)
print(maybe?(2) as Any)

// expect: 15
// expect: 16
// expect: [3, 6, 9]
// expect: [3, 6, 9]
// expect: 21
// expect: total: 16 16
// expect: ["a", "anonymous", "b"]
// expect: len*2=10
// expect: ["len*2=2", "len*2=8"]
// expect: SWIFT
// expect: error: tooShort(2)
// expect: double 8
// expect: ten 40
// expect: Optional(12)
