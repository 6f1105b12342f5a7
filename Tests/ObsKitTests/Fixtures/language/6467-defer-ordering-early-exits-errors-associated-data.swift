// Swift Apprentice style (error handling): defer ordering with early exits, errors with associated data, typed Result chains, and rethrowing wrappers
enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalid(String)
    var description: String {
        switch self {
        case .empty(let f): return "\(f) is empty"
        case let .tooShort(f, min): return "\(f) needs \(min)+ chars"
        case .invalid(let why): return "invalid: \(why)"
        }
    }
}
func validate(username: String, password: String) throws -> String {
    print("validating \(username.isEmpty ? "<blank>" : username)")
    defer { print("  done validating") }
    guard !username.isEmpty else { throw ValidationError.empty(field: "username") }
    defer { print("  username checked") }
    guard password.count >= 8 else { throw ValidationError.tooShort(field: "password", minimum: 8) }
    guard password.contains(where: \.isNumber) else { throw ValidationError.invalid("password needs a digit") }
    return "welcome \(username)"
}
let attempts = [("", "x"), ("ray", "short"), ("ray", "longpassword"), ("ray", "longpass1")]
for (user, pass) in attempts {
    do {
        print(try validate(username: user, password: pass))
    } catch let error as ValidationError {
        print("  error: \(error)")
    }
}
func parseAge(_ text: String) -> Result<Int, ValidationError> {
    guard !text.isEmpty else { return .failure(.empty(field: "age")) }
    guard let n = Int(text) else { return .failure(.invalid("'\(text)' is not a number")) }
    return .success(n)
}
for text in ["42", "", "4x2"] {
    let checked = parseAge(text)
        .map { $0 + 1 }
        .flatMap { $0 > 18 ? .success($0) : .failure(.invalid("too young")) }
    switch checked {
    case .success(let age): print("next year \(age)")
    case .failure(let e): print("failed: \(e)")
    }
}
print(parseAge("7").flatMap { $0 > 18 ? .success($0) : Result<Int, ValidationError>.failure(.invalid("minor")) })
func measure<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    print("begin \(label)")
    defer { print("end \(label)") }
    return try body()
}
let n = measure("safe") { 21 * 2 }
print(n)
do {
    try measure("risky") { _ = try validate(username: "", password: "") }
} catch {
    print("measured failure: \(error)")
}
func loadConfig(_ name: String) throws(ValidationError) -> [String: String] {
    if name.isEmpty { throw .empty(field: "name") }
    return ["name": name]
}
do {
    _ = try loadConfig("")
} catch {
    print("typed:", error.description)
}
print(try loadConfig("app")["name"]!, (try? loadConfig("")) == nil)

// expect: validating <blank>
// expect:   done validating
// expect:   error: username is empty
// expect: validating ray
// expect:   username checked
// expect:   done validating
// expect:   error: password needs 8+ chars
// expect: validating ray
// expect:   username checked
// expect:   done validating
// expect:   error: invalid: password needs a digit
// expect: validating ray
// expect:   username checked
// expect:   done validating
// expect: welcome ray
// expect: next year 43
// expect: failed: age is empty
// expect: failed: invalid: '4x2' is not a number
// expect: failure(invalid: minor)
// expect: begin safe
// expect: end safe
// expect: 42
// expect: begin risky
// expect: validating <blank>
// expect:   done validating
// expect: end risky
// expect: measured failure: username is empty
// expect: typed: name is empty
// expect: app true
