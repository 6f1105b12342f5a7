// Swift Evolution style (SE-0413): typed throws with `throws(E)` and concrete error types in catch
enum ValidationError: Error, Equatable {
    case empty
    case tooLong(limit: Int)
    case forbidden(Character)
}

func validate(username: String) throws(ValidationError) -> String {
    if username.isEmpty { throw .empty }
    if username.count > 8 { throw .tooLong(limit: 8) }
    if let bad = username.first(where: { $0 == " " || $0 == "!" }) { throw .forbidden(bad) }
    return username.lowercased()
}

func describe(_ error: ValidationError) -> String {
    switch error {
    case .empty: return "empty"
    case .tooLong(let limit): return "longer than \(limit)"
    case .forbidden(let c): return "contains '\(c)'"
    }
}

for name in ["Alice", "", "maximilian", "bob!", "Zoe"] {
    do {
        let ok = try validate(username: name)
        print("ok \(ok)")
    } catch {
        print("invalid: \(describe(error))")
    }
}

func validateAll(_ names: [String]) throws(ValidationError) -> [String] {
    try names.map { (n: String) throws(ValidationError) -> String in try validate(username: n) }
}

do {
    print(try validateAll(["a", "b"]))
    print(try validateAll(["a", "b c"]))
} catch let e {
    print("batch failed:", e == .forbidden(" "))
}

func neverFails() throws(Never) -> Int { 42 }
print(neverFails())

func rethrowing<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int {
    try body() * 2
}
print(rethrowing { 21 })
do {
    _ = try rethrowing { () throws(ValidationError) -> Int in throw .empty }
} catch {
    print("generic typed:", describe(error))
}

let result = Result { () throws(ValidationError) -> String in try validate(username: "x y") }
switch result {
case .success(let v): print("success \(v)")
case .failure(let e): print("failure \(describe(e))")
}

func anyThrow() throws(any Error) { throw ValidationError.empty }
do { try anyThrow() } catch { print(type(of: error)) }
// expect: ok alice
// expect: invalid: empty
// expect: invalid: longer than 8
// expect: invalid: contains '!'
// expect: ok zoe
// expect: ["a", "b"]
// expect: batch failed: true
// expect: 42
// expect: 42
// expect: generic typed: empty
// expect: failure contains ' '
// expect: ValidationError
