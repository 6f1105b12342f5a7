// Apple docs, Result: Result<Success, Failure> from throwing closures, map/flatMap/mapError, get(), switching on results, collecting successes and failures
enum ValidationError: Error, CustomStringConvertible {
    case empty
    case notANumber(String)
    case outOfRange(Int)
    var description: String {
        switch self {
        case .empty: return "input was empty"
        case .notANumber(let s): return "'\(s)' is not a number"
        case .outOfRange(let n): return "\(n) is out of range"
        }
    }
}

func parse(_ input: String) -> Result<Int, ValidationError> {
    let trimmed = input.filter { $0 != " " }
    guard !trimmed.isEmpty else { return .failure(.empty) }
    guard let n = Int(trimmed) else { return .failure(.notANumber(trimmed)) }
    return .success(n)
}

func checkRange(_ n: Int) -> Result<Int, ValidationError> {
    (1...100).contains(n) ? .success(n) : .failure(.outOfRange(n))
}

let inputs = ["42", " 7 ", "", "abc", "250", "100"]
for input in inputs {
    let result = parse(input).flatMap(checkRange).map { $0 * 2 }
    switch result {
    case .success(let value): print("\"\(input)\" -> ok \(value)")
    case .failure(let error): print("\"\(input)\" -> error: \(error)")
    }
}

let results = inputs.map { parse($0).flatMap(checkRange) }
let successes = results.compactMap { try? $0.get() }
let failures = results.compactMap { r -> ValidationError? in
    if case .failure(let e) = r { return e }
    return nil
}
print("successes:", successes, "failures:", failures.count)

struct WrappedError: Error { let message: String }
let mapped = parse("x").mapError { WrappedError(message: "wrapped: \($0)") }
if case .failure(let w) = mapped { print(w.message) }

func risky(_ n: Int) throws -> String {
    if n < 0 { throw ValidationError.outOfRange(n) }
    return String(repeating: "#", count: n)
}
let fromThrowing = Result { try risky(3) }
let fromThrowingBad = Result { try risky(-1) }
print(try fromThrowing.get())
do {
    _ = try fromThrowingBad.get()
} catch {
    print("caught:", error)
}

extension Result {
    var isSuccess: Bool { if case .success = self { return true } else { return false } }
}
print(results.map(\.isSuccess))
let combined = results.reduce(Result<Int, ValidationError>.success(0)) { acc, next in
    acc.flatMap { total in next.map { total + $0 } }
}
print(combined)
let onlyGood = [parse("1"), parse("2"), parse("3")].reduce(Result<Int, ValidationError>.success(0)) { acc, next in
    acc.flatMap { total in next.map { total + $0 } }
}
print(onlyGood)

// expect: "42" -> ok 84
// expect: " 7 " -> ok 14
// expect: "" -> error: input was empty
// expect: "abc" -> error: 'abc' is not a number
// expect: "250" -> error: 250 is out of range
// expect: "100" -> ok 200
// expect: successes: [42, 7, 100] failures: 3
// expect: wrapped: 'x' is not a number
// expect: ###
// expect: caught: -1 is out of range
// expect: [true, true, false, false, false, true]
// expect: failure(input was empty)
// expect: success(6)
