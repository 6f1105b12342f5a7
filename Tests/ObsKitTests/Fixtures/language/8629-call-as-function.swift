// Blog style (callAsFunction): callable values for polynomials, parsers and middleware pipelines
import Foundation
struct Polynomial {
    let coefficients: [Double]   // lowest degree first
    func callAsFunction(_ x: Double) -> Double {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
    func callAsFunction(derivativeAt x: Double) -> Double {
        let d = coefficients.enumerated().dropFirst().map { Double($0.offset) * $0.element }
        return Polynomial(coefficients: d)(x)
    }
}

let p = Polynomial(coefficients: [1, -3, 2])  // 2x^2 - 3x + 1
for x in [0.0, 1.0, 2.5] {
    print("p(\(x)) = \(p(x)), p'(\(x)) = \(p(derivativeAt: x))")
}

struct Greeter {
    var greeting: String
    mutating func callAsFunction(_ name: String) -> String {
        defer { greeting = greeting == "Hello" ? "Hi" : "Hello" }
        return "\(greeting), \(name)!"
    }
}
var greet = Greeter(greeting: "Hello")
print(greet("Ada"))
print(greet("Linus"))
print(greet("Grace"))

struct Middleware<Input> {
    let name: String
    let transform: (Input) -> Input
    func callAsFunction(_ input: Input) -> Input { transform(input) }
}

struct Pipeline<Input> {
    var steps: [Middleware<Input>] = []
    func callAsFunction(_ input: Input, trace: Bool = false) -> Input {
        steps.reduce(input) { acc, step in
            let out = step(acc)
            if trace { print("  \(step.name): \(acc) -> \(out)") }
            return out
        }
    }
}

let pipeline = Pipeline<String>(steps: [
    Middleware(name: "trim") { $0.trimmingCharacters(in: .whitespaces) },
    Middleware(name: "lower") { $0.lowercased() },
    Middleware(name: "slug") { $0.replacingOccurrences(of: " ", with: "-") },
])
print(pipeline("  Hello Swift World "))
_ = pipeline(" Two Words", trace: true)

let fns = [Polynomial(coefficients: [0, 1]), Polynomial(coefficients: [0, 0, 1])]
print(fns.map { $0(3) })
// expect: p(0.0) = 1.0, p'(0.0) = -3.0
// expect: p(1.0) = 0.0, p'(1.0) = 1.0
// expect: p(2.5) = 6.0, p'(2.5) = 7.0
// expect: Hello, Ada!
// expect: Hi, Linus!
// expect: Hello, Grace!
// expect: hello-swift-world
// expect:   trim:  Two Words -> Two Words
// expect:   lower: Two Words -> two words
// expect:   slug: two words -> two-words
// expect: [3.0, 9.0]
