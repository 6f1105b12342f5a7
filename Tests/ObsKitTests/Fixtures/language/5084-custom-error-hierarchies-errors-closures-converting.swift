// Book style (Error Handling): custom error hierarchies, errors in closures and converting to optionals
protocol AppError: Error {
    var code: Int { get }
}

enum NetworkError: AppError {
    case timeout(seconds: Int)
    case unreachable(host: String)
    var code: Int {
        switch self {
        case .timeout: return 408
        case .unreachable: return 503
        }
    }
}

struct ValidationError: AppError {
    let field: String
    let reason: String
    var code: Int { 422 }
}

func fetch(_ path: String) throws -> [String: String] {
    switch path {
    case "/slow": throw NetworkError.timeout(seconds: 30)
    case "/down": throw NetworkError.unreachable(host: "api.example")
    case "/user": return ["name": "Ria", "email": "ria-at-mail"]
    default: return [:]
    }
}

func validate(_ user: [String: String]) throws -> String {
    guard let name = user["name"] else { throw ValidationError(field: "name", reason: "missing") }
    guard let email = user["email"], email.contains("@") else {
        throw ValidationError(field: "email", reason: "no at-sign")
    }
    return "\(name) <\(email)>"
}

func load(_ path: String) -> String {
    do {
        let user = try fetch(path)
        return try validate(user)
    } catch let e as NetworkError {
        return "network \(e.code): \(e)"
    } catch let e as AppError {
        return "app \(e.code): \(e)"
    } catch {
        return "unexpected"
    }
}

for path in ["/slow", "/down", "/user", "/empty"] {
    print(path, "->", load(path))
}

let transforms: [(Int) throws -> Int] = [
    { $0 * 2 },
    { if $0 > 5 { throw ValidationError(field: "n", reason: "too big") }; return $0 },
    { $0 - 1 },
]
for input in [3, 8] {
    var value = input
    do {
        for t in transforms { value = try t(value) }
        print("pipeline \(input) ->", value)
    } catch let v as ValidationError {
        print("pipeline \(input) failed at value \(value): \(v.reason)")
    } catch {}
}
let parsed = ["1", "x", "3"].map { Int($0) }
print(parsed)
func strictParse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ValidationError(field: s, reason: "nan") }
    return n
}
print(["4", "5", "z"].map { try? strictParse($0) })
print((try? ["4", "5"].map(strictParse)) as Any)
print((try? ["4", "q"].map(strictParse)) as Any)
let errs: [AppError] = [NetworkError.timeout(seconds: 1), ValidationError(field: "f", reason: "r")]
print(errs.map(\.code))
print(errs[1])

// expect: /slow -> network 408: timeout(seconds: 30)
// expect: /down -> network 503: unreachable(host: "api.example")
// expect: /user -> app 422: ValidationError(field: "email", reason: "no at-sign")
// expect: /empty -> app 422: ValidationError(field: "name", reason: "missing")
// expect: pipeline 3 failed at value 6: too big
// expect: pipeline 8 failed at value 16: too big
// expect: [Optional(1), nil, Optional(3)]
// expect: [Optional(4), Optional(5), nil]
// expect: Optional([4, 5])
// expect: nil
// expect: [408, 422]
// expect: ValidationError(field: "f", reason: "r")
