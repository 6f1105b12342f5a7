// Compiler test style: Result APIs — map, flatMap, mapError, flatMapError, get() with throwing, init(catching:), and Equatable results
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

struct Wrapped: Error { let inner: ParseError }

func parse(_ s: String) -> Result<Int, ParseError> {
    if s.isEmpty { return .failure(.empty) }
    guard let n = Int(s) else { return .failure(.notANumber(s)) }
    return .success(n)
}

func checkRange(_ n: Int) -> Result<Int, ParseError> {
    (0...100).contains(n) ? .success(n) : .failure(.outOfRange(n))
}

func show<E>(_ r: Result<Int, E>) -> String {
    switch r {
    case .success(let v): return "ok(\(v))"
    case .failure(let e): return "err(\(e))"
    }
}

let inputs = ["42", "", "x1", "500", "7"]
for s in inputs {
    let r = parse(s)
    print(show(r), show(r.map { $0 * 2 }), show(r.flatMap(checkRange)))
}

// mapError changes the error type.
let wrapped: Result<Int, Wrapped> = parse("oops").mapError { Wrapped(inner: $0) }
print(show(wrapped))

// flatMapError can recover.
let recovered = parse("").flatMapError { e -> Result<Int, ParseError> in
    e == .empty ? .success(0) : .failure(e)
}
let notRecovered = parse("abc").flatMapError { e -> Result<Int, ParseError> in
    e == .empty ? .success(0) : .failure(e)
}
print(show(recovered), show(notRecovered))

// get() rethrows the failure.
func total(_ strings: [String]) throws -> Int {
    try strings.map { try parse($0).get() }.reduce(0, +)
}
do {
    print(try total(["1", "2", "3"]))
    print(try total(["1", "nope", "3"]))
} catch let e as ParseError {
    print("caught", e)
}

// Result(catching:) captures thrown errors.
func risky(_ n: Int) throws -> String {
    if n < 0 { throw ParseError.outOfRange(n) }
    return String(repeating: "*", count: n)
}
let good = Result { try risky(3) }
let bad = Result { try risky(-2) }
print(good.map(\.count), (try? good.get()) ?? "none", (try? bad.get()) ?? "none")
if case .failure(let err) = bad { print(type(of: err), err as? ParseError == .outOfRange(-2)) }

// Equatable results and collecting.
print(parse("5") == .success(5), parse("") == .failure(.empty), parse("5") == checkRange(5))
let results = inputs.map(parse)
let successes = results.compactMap { try? $0.get() }
let failures = results.compactMap { r -> ParseError? in
    if case .failure(let e) = r { return e } else { return nil }
}
print(successes, failures)

// expect: ok(42) ok(84) ok(42)
// expect: err(empty) err(empty) err(empty)
// expect: err(notANumber("x1")) err(notANumber("x1")) err(notANumber("x1"))
// expect: ok(500) ok(1000) err(outOfRange(500))
// expect: ok(7) ok(14) ok(7)
// expect: err(Wrapped(inner: main.ParseError.notANumber("oops")))
// expect: ok(0) err(notANumber("abc"))
// expect: 6
// expect: caught notANumber("nope")
// expect: success(3) *** none
// expect: ParseError true
// expect: true true true
// expect: [42, 500, 7] [main.ParseError.empty, main.ParseError.notANumber("x1")]
