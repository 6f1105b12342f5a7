// Function types as values, parameters and return types; nested functions (expected output from swiftc 6.3.1 on Linux)
func add(_ a: Int, _ b: Int) -> Int { a + b }
func multiply(_ a: Int, _ b: Int) -> Int { a * b }
func power(_ a: Int, _ b: Int) -> Int { (0..<b).reduce(1) { acc, _ in acc * a } }

var operation: (Int, Int) -> Int = add
print("add:", operation(6, 7))
operation = multiply
print("multiply:", operation(6, 7))

let table: [(String, (Int, Int) -> Int)] = [("+", add), ("*", multiply), ("^", power)]
for (symbol, fn) in table {
    print("3 \(symbol) 4 = \(fn(3, 4))")
}

func applyTwice(_ f: (Int) -> Int, to x: Int) -> Int { f(f(x)) }
func triple(_ x: Int) -> Int { x * 3 }
print("applyTwice:", applyTwice(triple, to: 2))

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let tripleThenDescribe = compose(triple) { "value=\($0)" }
print(tripleThenDescribe(5))

func tokenize(_ source: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    func flush() {
        if !current.isEmpty { tokens.append(current); current = "" }
    }
    for ch in source {
        if ch.isWhitespace { flush() }
        else if "()+*".contains(ch) { flush(); tokens.append(String(ch)) }
        else { current.append(ch) }
    }
    flush()
    return tokens
}
print(tokenize("(alpha+ 12)*beta"))

func makeFormatter(unit: String) -> (Double) -> String {
    func round2(_ v: Double) -> Double { Double(Int(v * 100)) / 100 }
    func format(_ v: Double) -> String { "\(round2(v)) \(unit)" }
    return format
}
let km = makeFormatter(unit: "km")
print(km(12.3456), km(0.999))

func runPipeline(_ input: [Int], stages: [(Int) -> Int?]) -> [Int] {
    input.compactMap { value in
        var current: Int? = value
        for stage in stages {
            guard let c = current else { break }
            current = stage(c)
        }
        return current
    }
}
let result = runPipeline([1, 2, 3, 4, 5, 6], stages: [
    { $0 * 10 },
    { $0 % 20 == 0 ? nil : $0 },
    { $0 + 1 },
])
print("pipeline:", result)

let describeType: (Int) -> String = String.init
print(describeType(99), type(of: add))
func noArgs() -> String { "called" }
let thunk: () -> String = noArgs
print(thunk())
let ops = [add, multiply, power].map { $0(2, 5) }
print(ops)

// expect: add: 13
// expect: multiply: 42
// expect: 3 + 4 = 7
// expect: 3 * 4 = 12
// expect: 3 ^ 4 = 81
// expect: applyTwice: 18
// expect: value=15
// expect: ["(", "alpha", "+", "12", ")", "*", "beta"]
// expect: 12.34 km 0.99 km
// expect: pipeline: [11, 31, 51]
// expect: 99 (Int, Int) -> Int
// expect: called
// expect: [7, 10, 32]
