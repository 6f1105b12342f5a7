// Compiler test style: Result type with map, mapError, flatMap, get(), and Result(catching:)
enum ParseError: Error, Equatable {
    case empty
    case notNumber(String)
    case negative(Int)
}

struct Wrapped: Error {
    let inner: ParseError
}

func parse(_ s: String) -> Result<Int, ParseError> {
    if s.isEmpty { return .failure(.empty) }
    guard let n = Int(s) else { return .failure(.notNumber(s)) }
    return .success(n)
}

func nonNegative(_ n: Int) -> Result<Int, ParseError> {
    n < 0 ? .failure(.negative(n)) : .success(n)
}

func show<T, E>(_ r: Result<T, E>) -> String {
    switch r {
    case .success(let v): return "ok(\(v))"
    case .failure(let e): return "err(\(e))"
    }
}

for input in ["42", "", "abc", "-7"] {
    let r = parse(input)
    let doubled = r.map { $0 * 2 }
    let checked = r.flatMap(nonNegative)
    let wrapped = checked.mapError { Wrapped(inner: $0) }
    print("\"\(input)\":", show(r), show(doubled), show(checked), show(wrapped))
}

do {
    let v = try parse("10").get()
    print("got", v)
    _ = try parse("x").get()
    print("not reached")
} catch {
    print("caught", error, error == .notNumber("x"))
}

func throwing(_ n: Int) throws -> String {
    if n == 0 { throw ParseError.empty }
    return String(repeating: "*", count: n)
}
let r1 = Result { try throwing(3) }
let r2 = Result { try throwing(0) }
print(show(r1), show(r2))

let results = ["1", "2", "x", "4"].map(parse)
let successes = results.compactMap { try? $0.get() }
print(successes)
let failures = results.compactMap { r -> ParseError? in
    if case .failure(let e) = r { return e }
    return nil
}
print(failures)
print(parse("5") == .success(5), parse("") == .failure(.empty))

let all: Result<[Int], ParseError> = results.reduce(.success([])) { acc, next in
    acc.flatMap { xs in next.map { xs + [$0] } }
}
print(show(all))
func recover(_ e: ParseError) -> Result<String, ParseError> { .success("fallback") }
let chain: Result<String, ParseError> = parse("3").map(String.init).map { $0 + "!" }
print(show(chain), show(parse("q").map { String($0) }.flatMapError(recover)))

// expect: "42": ok(42) ok(84) ok(42) ok(42)
// expect: "": err(empty) err(empty) err(empty) err(Wrapped(inner: main.ParseError.empty))
// expect: "abc": err(notNumber("abc")) err(notNumber("abc")) err(notNumber("abc")) err(Wrapped(inner: main.ParseError.notNumber("abc")))
// expect: "-7": ok(-7) ok(-14) err(negative(-7)) err(Wrapped(inner: main.ParseError.negative(-7)))
// expect: got 10
// expect: caught notNumber("x") true
// expect: ok(***) err(empty)
// expect: [1, 2, 4]
// expect: [main.ParseError.notNumber("x")]
// expect: true true
// expect: err(notNumber("x"))
// expect: ok(3!) ok(fallback)
