// Result: map, flatMap, mapError, flatMapError, get(), init(catching:), Equatable results and switching on them
enum ParseError: Error, Equatable { case empty, notNumber(String), negative(Int) }
enum AppError: Error, Equatable { case parse(ParseError), limit }

func parse(_ s: String) -> Result<Int, ParseError> {
    if s.isEmpty { return .failure(.empty) }
    guard let n = Int(s) else { return .failure(.notNumber(s)) }
    return n < 0 ? .failure(.negative(n)) : .success(n)
}

func checkLimit(_ n: Int) -> Result<Int, AppError> {
    n > 100 ? .failure(.limit) : .success(n)
}

func pipeline(_ s: String) -> Result<String, AppError> {
    parse(s)
        .mapError { AppError.parse($0) }
        .flatMap(checkLimit)
        .map { "value \($0 * 2)" }
}

for s in ["21", "", "x1", "-4", "500"] {
    switch pipeline(s) {
    case .success(let v): print(s, "->", v)
    case .failure(.parse(.notNumber(let bad))): print(s, "-> not a number:", bad)
    case .failure(.parse(let p)): print(s, "-> parse", p)
    case .failure(.limit): print(s, "-> over limit")
    }
}

let r1 = parse("8")
print(r1.map { $0 + 1 }, r1.map(String.init))
print(parse("").map { $0 + 1 })
print(parse("3") == .success(3), parse("q") == .failure(.notNumber("q")), parse("1") == parse("01"))

let recovered = parse("oops").flatMapError { err -> Result<Int, ParseError> in
    if case .notNumber = err { return .success(0) }
    return .failure(err)
}
print(recovered)
let stillBad = parse("-1").flatMapError { e -> Result<Int, ParseError> in
    e == .empty ? .success(0) : .failure(e)
}
print(stillBad)

do {
    let v = try parse("12").get()
    print("got", v)
    _ = try parse("-7").get()
} catch ParseError.negative(let n) {
    print("caught negative", n)
} catch {
    print("other", error)
}

struct Boom: Error {}
func risky(_ ok: Bool) throws -> String {
    if ok { return "fine" }
    throw Boom()
}
let caught = Result { try risky(true) }
let failed = Result { try risky(false) }
print(caught, (try? failed.get()) as Any)
if case .failure(let e) = failed { print("failure type", type(of: e)) }
let typed: Result<String, Boom> = Result<String, Boom> { () throws(Boom) -> String in throw Boom() }
print(typed.map(\.count))

let all = ["1", "2", "x", "4"].map(parse)
let successes = all.compactMap { try? $0.get() }
let failures = all.compactMap { r -> ParseError? in
    if case .failure(let e) = r { return e }
    return nil
}
print(successes, failures)
let combined: Result<[Int], ParseError> = ["5", "6"].map(parse).reduce(.success([])) { acc, r in
    acc.flatMap { xs in r.map { xs + [$0] } }
}
print(combined, ["5", "", "x"].map(parse).reduce(Result<Int, ParseError>.success(0)) { a, r in a.flatMap { x in r.map { x + $0 } } })

// expect: 21 -> value 42
// expect:  -> parse empty
// expect: x1 -> not a number: x1
// expect: -4 -> parse negative(-4)
// expect: 500 -> over limit
// expect: success(9) success("8")
// expect: failure(main.ParseError.empty)
// expect: true true true
// expect: success(0)
// expect: failure(main.ParseError.negative(-1))
// expect: got 12
// expect: caught negative -7
// expect: success("fine") nil
// expect: failure type Boom
// expect: failure(main.Boom())
// expect: [1, 2, 4] [main.ParseError.notNumber("x")]
// expect: success([5, 6]) failure(main.ParseError.empty)
