// Sundell style (type erasure for a protocol with associated types): AnyValidator<Input> wrapping concrete generic validators
protocol Validating {
    associatedtype Input
    func validate(_ input: Input) -> [String]
}

struct MinLength: Validating {
    let n: Int
    func validate(_ s: String) -> [String] { s.count < n ? ["shorter than \(n)"] : [] }
}

struct InRange<T: Comparable>: Validating {
    let range: ClosedRange<T>
    func validate(_ v: T) -> [String] { range.contains(v) ? [] : ["\(v) outside \(range)"] }
}

struct Each<V: Validating>: Validating {
    let inner: V
    func validate(_ values: [V.Input]) -> [String] {
        values.enumerated().flatMap { i, v in inner.validate(v).map { "[\(i)] \($0)" } }
    }
}

struct AnyValidator<Input>: Validating {
    private let body: (Input) -> [String]
    init<V: Validating>(_ v: V) where V.Input == Input { body = v.validate }
    init(_ body: @escaping (Input) -> [String]) { self.body = body }
    func validate(_ input: Input) -> [String] { body(input) }
}

extension Validating {
    func eraseToAny() -> AnyValidator<Input> { AnyValidator(self) }
    func and<Other: Validating>(_ other: Other) -> AnyValidator<Input> where Other.Input == Input {
        AnyValidator { self.validate($0) + other.validate($0) }
    }
}

let password: [AnyValidator<String>] = [
    MinLength(n: 6).eraseToAny(),
    AnyValidator { $0.contains(where: \.isNumber) ? [] : ["no digit"] },
    InRange(range: "a"..."zzzz").eraseToAny(),
]
for candidate in ["abc", "secret1", "Zebra99"] {
    let problems = password.flatMap { $0.validate(candidate) }
    print(candidate, problems.isEmpty ? "ok" : problems.joined(separator: "; "))
}
let ages = Each(inner: InRange(range: 0...120))
print(ages.validate([30, -1, 200]))
let combined = InRange(range: 1.0...2.0).and(InRange(range: 1.5...3.0))
print(combined.validate(1.2), combined.validate(1.7), combined.validate(5.0).count)
let nested = Each(inner: Each(inner: MinLength(n: 2)))
print(nested.validate([["ok", "x"], ["y"]]))

// expect: abc shorter than 6; no digit
// expect: secret1 ok
// expect: Zebra99 Zebra99 outside a...zzzz
// expect: ["[1] -1 outside 0...120", "[2] 200 outside 0...120"]
// expect: ["1.2 outside 1.5...3.0"] [] 2
// expect: ["[0] [1] shorter than 2", "[1] [0] shorter than 2"]
