// Book style (Error Handling): Result values, map and flatMap, get(), init(catching:) and typed throws
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case negative(Int)
}
func parse(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    guard let n = Int(text) else { throw .notANumber(text) }
    guard n >= 0 else { throw .negative(n) }
    return n
}
func describe(_ r: Result<Int, ParseError>) -> String {
    switch r {
    case .success(let v): return "ok \(v)"
    case .failure(.empty): return "empty input"
    case .failure(.notANumber(let s)): return "'\(s)' is not a number"
    case .failure(.negative(let n)): return "\(n) is negative"
    }
}
let inputs = ["12", "", "abc", "-5", "7"]
for input in inputs {
    let r = Result { () throws(ParseError) -> Int in try parse(input) }
    print(describe(r))
}

let doubled = Result<Int, ParseError>.success(21).map { $0 * 2 }
print(describe(doubled))
let chained: Result<Int, ParseError> = .success(3).flatMap { v in
    v > 2 ? .failure(.negative(-v)) : .success(v)
}
print(describe(chained))
let mapped = Result<Int, ParseError>.failure(.empty).mapError { _ in ParseError.notANumber("?") }
print(describe(mapped))

do {
    let value = try Result<Int, ParseError>.success(99).get()
    print("got \(value)")
    _ = try Result<Int, ParseError>.failure(.negative(-1)).get()
} catch {
    print("caught \(error)")
}

do throws(ParseError) {
    let total = try parse("4") + parse("x")
    print(total)
} catch {
    print("typed catch: \(error == .notANumber("x"))")
}

let results = inputs.map { s in Result { try parse(s) } }
let successes = results.compactMap { try? $0.get() }
print(successes, successes.reduce(0, +))
let firstFailure = results.first { if case .failure = $0 { return true } else { return false } }
if case .failure(let e)? = firstFailure { print("first failure: \(e)") }

// expect: ok 12
// expect: empty input
// expect: 'abc' is not a number
// expect: -5 is negative
// expect: ok 7
// expect: ok 42
// expect: -3 is negative
// expect: '?' is not a number
// expect: got 99
// expect: caught negative(-1)
// expect: typed catch: true
// expect: [12, 7] 19
// expect: first failure: empty
