// Swift by Sundell style (typed throws): async functions declaring throws(SomeError), caught with the concrete type without casting
enum ValidationError: Error, CustomStringConvertible {
    case empty
    case tooShort(Int)
    case forbidden(String)
    var description: String {
        switch self {
        case .empty: return "empty"
        case .tooShort(let n): return "too short (\(n))"
        case .forbidden(let w): return "forbidden word \(w)"
        }
    }
}

func validate(_ password: String) async throws(ValidationError) -> String {
    if password.isEmpty { throw .empty }
    if password.count < 6 { throw .tooShort(password.count) }
    if password.lowercased().contains("password") { throw .forbidden("password") }
    return String(repeating: "*", count: password.count)
}

func validateAll(_ inputs: [String]) async -> [String] {
    var out: [String] = []
    for input in inputs {
        do {
            out.append(try await validate(input))
        } catch {
            let e: ValidationError = error
            switch e {
            case .empty: out.append("<empty>")
            case .tooShort(let n): out.append("<short:\(n)>")
            case .forbidden: out.append("<forbidden>")
            }
        }
    }
    return out
}

print(await validateAll(["hunter22", "", "abc", "myPassword1"]))

func firstValid(_ inputs: [String]) async throws(ValidationError) -> String {
    var last = ValidationError.empty
    for input in inputs {
        do { return try await validate(input) } catch { last = error }
    }
    throw last
}

do throws(ValidationError) {
    print(try await firstValid(["x", "longenough"]))
    print(try await firstValid(["ab", "abcd"]))
} catch {
    print("none valid:", error)
}

func neverFails() async throws(Never) -> Int { 42 }
print(await neverFails())

let result: Result<String, ValidationError>
do { result = .success(try await validate("secret99")) } catch { result = .failure(error) }
print(result)

// expect: ["********", "<empty>", "<short:3>", "<forbidden>"]
// expect: **********
// expect: none valid: too short (4)
// expect: 42
// expect: success("********")
