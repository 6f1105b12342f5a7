// Apple docs style (Result): representing success and failure values
import Foundation

enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

func parsePercentage(_ text: String) -> Result<Int, ParseError> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .failure(.empty) }
    guard let value = Int(trimmed) else { return .failure(.notANumber(trimmed)) }
    guard (0...100).contains(value) else { return .failure(.outOfRange(value)) }
    return .success(value)
}

let inputs = ["42", " 100 ", "", "abc", "150", "-1"]
for input in inputs {
    switch parsePercentage(input) {
    case .success(let v):
        print("'\(input)' -> success \(v)")
    case .failure(.empty):
        print("'\(input)' -> failure empty")
    case .failure(.notANumber(let s)):
        print("'\(input)' -> failure notANumber(\(s))")
    case .failure(.outOfRange(let n)):
        print("'\(input)' -> failure outOfRange(\(n))")
    }
}

// map, flatMap and mapError
let doubled = parsePercentage("30").map { $0 * 2 }
print("doubled:", (try? doubled.get()) ?? -1)
let fraction = parsePercentage("25").map { Double($0) / 100 }
print("fraction:", (try? fraction.get()) ?? -1)
let chained = parsePercentage("80").flatMap { v in
    v > 50 ? parsePercentage(String(v + 30)) : .success(v)
}
print("chained is failure:", (try? chained.get()) == nil)
let described = parsePercentage("x").mapError { error -> NSError in
    NSError(domain: "Parse", code: 1, userInfo: [NSLocalizedDescriptionKey: "bad input: \(error)"])
}
if case .failure(let e) = described {
    print("mapped error:", e.domain, e.code, e.localizedDescription)
}

// get() bridges back to throwing code
func total(of texts: [String]) throws -> Int {
    try texts.map { try parsePercentage($0).get() }.reduce(0, +)
}
do {
    print("total ok:", try total(of: ["10", "20", "30"]))
    print("total bad:", try total(of: ["10", "oops", "30"]))
} catch let error as ParseError {
    print("caught:", error, "equals notANumber(oops):", error == .notANumber("oops"))
}

// Result(catching:) wraps a throwing call
struct Empty: Error {}
func firstWord(_ s: String) throws -> String {
    guard let w = s.split(separator: " ").first else { throw Empty() }
    return String(w)
}
let r1 = Result { try firstWord("hello there") }
let r2 = Result { try firstWord("   ") }
for (i, r) in [r1, r2].enumerated() {
    switch r {
    case .success(let w): print("result \(i + 1): success \(w)")
    case .failure(let e): print("result \(i + 1): failure \(type(of: e))")
    }
}

// Partitioning a batch of results
let results = inputs.map(parsePercentage)
let successes = results.compactMap { try? $0.get() }
let failures = results.filter { if case .failure = $0 { return true } else { return false } }.count
print("successes:", successes, "failures:", failures)

// expect: '42' -> success 42
// expect: ' 100 ' -> success 100
// expect: '' -> failure empty
// expect: 'abc' -> failure notANumber(abc)
// expect: '150' -> failure outOfRange(150)
// expect: '-1' -> failure outOfRange(-1)
// expect: doubled: 60
// expect: fraction: 0.25
// expect: chained is failure: true
// expect: mapped error: Parse 1 bad input: notANumber("x")
// expect: total ok: 60
// expect: caught: notANumber("oops") equals notANumber(oops): true
// expect: result 1: success hello
// expect: result 2: failure Empty
// expect: successes: [42, 100] failures: 4
