// Apple docs style (Result: map, mapError, flatMap, get): representing success or failure as a value
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

func parseInt(_ s: String) -> Result<Int, ParseError> {
    guard !s.isEmpty else { return .failure(.empty) }
    guard let n = Int(s) else { return .failure(.notANumber(s)) }
    return .success(n)
}

func checkPercent(_ n: Int) -> Result<Int, ParseError> {
    (0...100).contains(n) ? .success(n) : .failure(.outOfRange(n))
}

for input in ["42", "", "abc", "150"] {
    let result = parseInt(input).flatMap(checkPercent).map { "\($0)%" }
    switch result {
    case .success(let text): print("ok:", text)
    case .failure(let error): print("error:", error)
    }
}

// get() converts back to throwing code
do {
    let value = try parseInt("7").get()
    print("got", value)
    _ = try parseInt("seven").get()
} catch {
    print("caught", error)
}

// mapError translates error types
struct UserFacingError: Error {
    let message: String
}
let friendly = parseInt("x1").mapError { e -> UserFacingError in
    switch e {
    case .empty: return UserFacingError(message: "Please type something")
    case .notANumber(let s): return UserFacingError(message: "'\(s)' is not a number")
    case .outOfRange(let n): return UserFacingError(message: "\(n) is out of range")
    }
}
if case .failure(let e) = friendly {
    print(e.message)
}

// Result(catching:) wraps a throwing closure
func divide(_ a: Int, by b: Int) throws -> Int {
    if b == 0 { throw ParseError.outOfRange(b) }
    return a / b
}
let good = Result { try divide(10, by: 3) }
let bad = Result { try divide(1, by: 0) }
print(good, bad)
print((try? good.get()) ?? -1, (try? bad.get()) ?? -1)

// Collecting successes and failures
let results = ["3", "x", "9", "", "12"].map(parseInt)
let successes = results.compactMap { try? $0.get() }
let failures = results.filter { if case .failure = $0 { return true } else { return false } }.count
print(successes, failures)
print(parseInt("5") == .success(5), parseInt("") == .failure(.empty))

// expect: ok: 42%
// expect: error: empty
// expect: error: notANumber("abc")
// expect: error: outOfRange(150)
// expect: got 7
// expect: caught notANumber("seven")
// expect: 'x1' is not a number
// expect: success(3) failure(main.ParseError.outOfRange(0))
// expect: 3 -1
// expect: [3, 9, 12] 2
// expect: true true
