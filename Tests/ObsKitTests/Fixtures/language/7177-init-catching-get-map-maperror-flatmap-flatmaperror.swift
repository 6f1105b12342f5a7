// Standard library API style (Result): init(catching:), get(), map, mapError, flatMap, flatMapError and switching on success and failure
// known-gap: a Result made by init(catching:) carries no generic arguments, so type(of:) prints 'Result' (Swift: Result<Int, Error>, or Result<Int, Never> for a body that cannot throw)
enum ParseError: Error, Equatable { case empty, notNumber(String), negative(Int) }
func parse(_ s: String) -> Result<Int, ParseError> {
    if s.isEmpty { return .failure(.empty) }
    guard let n = Int(s) else { return .failure(.notNumber(s)) }
    return n < 0 ? .failure(.negative(n)) : .success(n)
}
let inputs = ["42", "", "abc", "-3"]
for s in inputs {
    let r = parse(s)
    print("parse \(s.debugDescription):", r)
}
print("map:", parse("5").map { $0 * 10 }, parse("x").map { $0 * 10 })
struct Wrapped: Error { let reason: String }
print("mapError wrapped:", parse("-1").mapError { Wrapped(reason: "\($0)") })
print("flatMap:", parse("8").flatMap { $0 > 5 ? .success("big \($0)") : .failure(.negative($0)) })
print("flatMap failure passthrough:", parse("").flatMap { .success($0 + 1) })
print("flatMapError recover:", parse("zz").flatMapError { e -> Result<Int, ParseError> in
    if case .notNumber = e { return .success(0) }
    return .failure(e)
})
print("flatMapError keep:", parse("").flatMapError { e -> Result<Int, ParseError> in
    if case .notNumber = e { return .success(0) }
    return .failure(e)
})
do {
    print("get success:", try parse("7").get())
    print("get failure:", try parse("q").get())
} catch {
    print("caught:", error)
}
struct Fail: Error, CustomStringConvertible { var description: String { "custom fail" } }
func risky(_ n: Int) throws -> Int {
    if n == 0 { throw Fail() }
    return 100 / n
}
let caught = Result { try risky(0) }
let fine = Result { try risky(4) }
print("init catching:", fine, caught)
print("type:", type(of: fine))
switch caught {
case .success(let v): print("value", v)
case .failure(let e): print("failure described:", e, type(of: e))
}
let results = inputs.map(parse)
let successes = results.compactMap { try? $0.get() }
print("successes:", successes)
print("failures:", results.filter { if case .failure = $0 { return true } else { return false } }.count)
print("equatable:", parse("1") == .success(1), parse("") == .failure(.empty), parse("a") == parse("b"))
let typed: Result<String, Never> = .success("never fails")
print("never:", typed.get(), typed.map(\.count))

// expect: parse "42": success(42)
// expect: parse "": failure(main.ParseError.empty)
// expect: parse "abc": failure(main.ParseError.notNumber("abc"))
// expect: parse "-3": failure(main.ParseError.negative(-3))
// expect: map: success(50) failure(main.ParseError.notNumber("x"))
// expect: mapError wrapped: failure(main.Wrapped(reason: "negative(-1)"))
// expect: flatMap: success("big 8")
// expect: flatMap failure passthrough: failure(main.ParseError.empty)
// expect: flatMapError recover: success(0)
// expect: flatMapError keep: failure(main.ParseError.empty)
// expect: get success: 7
// expect: caught: notNumber("q")
// expect: init catching: success(25) failure(custom fail)
// expect: type: Result<Int, Error>
// expect: failure described: custom fail Fail
// expect: successes: [42]
// expect: failures: 3
// expect: equatable: true true false
// expect: never: never fails success(11)
