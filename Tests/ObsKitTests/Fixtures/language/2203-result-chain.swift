// Compiler test style (stdlib): Result map/mapError/flatMap/flatMapError/get with do-catch
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

struct WrappedError: Error {
    let reason: String
}

func parse(_ text: String) -> Result<Int, ParseError> {
    if text.isEmpty { return .failure(.empty) }
    guard let value = Int(text) else { return .failure(.notANumber(text)) }
    return .success(value)
}

func validate(_ value: Int) -> Result<Int, ParseError> {
    (0...100).contains(value) ? .success(value) : .failure(.outOfRange(value))
}

for text in ["50", "", "abc", "250"] {
    let result = parse(text).flatMap(validate).map { $0 * 2 }
    switch result {
    case .success(let value): print("ok", value)
    case .failure(let error): print("fail", error)
    }
}

let wrapped = parse("oops").mapError { WrappedError(reason: "wrapped \($0)") }
do {
    let value = try wrapped.get()
    print("unexpected", value)
} catch let error as WrappedError {
    print(error.reason)
} catch {
    print("other")
}

let recovered = parse("").flatMapError { _ in Result<Int, ParseError>.success(0) }
print(try recovered.get())

let success: Result<String, ParseError> = .success("done")
print(success, (try? success.get()) as Any)
print(parse("7") == .success(7), parse("") == .failure(.empty))

let results = ["1", "2", "x", "4"].map(parse)
let successes = results.compactMap { try? $0.get() }
let failures = results.filter { if case .failure = $0 { return true } else { return false } }
print(successes, failures.count)

let caught = Result { () throws -> Int in
    throw WrappedError(reason: "thrown")
}
if case .failure(let error) = caught {
    print((error as? WrappedError)?.reason ?? "?")
}

// expect: ok 100
// expect: fail empty
// expect: fail notANumber("abc")
// expect: fail outOfRange(250)
// expect: wrapped notANumber("oops")
// expect: 0
// expect: success("done") Optional("done")
// expect: true true
// expect: [1, 2, 4] 1
// expect: thrown
