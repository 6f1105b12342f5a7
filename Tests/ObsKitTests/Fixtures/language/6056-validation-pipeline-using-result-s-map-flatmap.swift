// Advanced Swift style (Result): a validation pipeline using Result's map, flatMap, mapError, get and init(catching:) with a typed error enum
enum FormError: Error, Equatable {
    case empty(String)
    case notANumber(String)
    case outOfRange(Int)
}

func nonEmpty(_ field: String, _ value: String) -> Result<String, FormError> {
    value.isEmpty ? .failure(.empty(field)) : .success(value)
}
func number(_ s: String) -> Result<Int, FormError> {
    Int(s).map { .success($0) } ?? .failure(.notANumber(s))
}
func adult(_ age: Int) -> Result<Int, FormError> {
    (18...120).contains(age) ? .success(age) : .failure(.outOfRange(age))
}

for input in ["34", "", "abc", "7", "150"] {
    let r = nonEmpty("age", input).flatMap(number).flatMap(adult).map { "age \($0) ok" }
    switch r {
    case .success(let msg): print(msg)
    case .failure(let e): print("error:", e)
    }
}

struct Wrapped: Error { let reason: String }
let described = number("x9").mapError { Wrapped(reason: "bad input: \($0)") }
do {
    _ = try described.get()
} catch {
    print("caught", (error as? Wrapped)?.reason ?? "?")
}
func risky(_ n: Int) throws -> Int {
    if n > 3 { throw FormError.outOfRange(n) }
    return n * 10
}
let results = (2...5).map { n in Result { try risky(n) } }
for r in results {
    print((try? r.get()).map(String.init) ?? "failed")
}
let successes = results.compactMap { try? $0.get() }
print(successes, successes.count)
let firstError = results.lazy.compactMap { r -> Error? in if case .failure(let e) = r { return e }; return nil }.first
print(firstError.map { "\($0)" } ?? "none")
print(number("5") == .success(5), number("q") == .failure(.notANumber("q")))
let combined = number("3").flatMap { a in number("4").map { b in a * b } }
print(combined)
print(Result<Int, FormError>.success(1).map { $0 + 1 }.flatMapError { _ -> Result<Int, Never> in .success(0) })

// expect: age 34 ok
// expect: error: empty("age")
// expect: error: notANumber("abc")
// expect: error: outOfRange(7)
// expect: error: outOfRange(150)
// expect: caught bad input: notANumber("x9")
// expect: 20
// expect: 30
// expect: failed
// expect: failed
// expect: [20, 30] 2
// expect: outOfRange(4)
// expect: true true
// expect: success(12)
// expect: success(2)
