// Swift in Depth style (existential errors): storing any Error values, casting them back, and protocol extensions on Error
protocol CodedError: Error {
    var code: Int { get }
}

extension CodedError {
    var category: String { code >= 500 ? "server" : code >= 400 ? "client" : "info" }
}

extension Error {
    var shortName: String {
        let full = String(describing: type(of: self))
        return full.split(separator: ".").last.map(String.init) ?? full
    }
}

struct APIError: CodedError { let code: Int; let path: String }
enum DiskError: CodedError {
    case full, readOnly
    var code: Int { self == .full ? 507 : 403 }
}
enum Simple: Error { case oops }

let collected: [any Error] = [APIError(code: 404, path: "/users"), DiskError.full, Simple.oops,
                              DiskError.readOnly, APIError(code: 302, path: "/old")]

for error in collected {
    if let coded = error as? any CodedError {
        print(error.shortName, coded.code, coded.category)
    } else {
        print(error.shortName, "has no code")
    }
}

let apiPaths = collected.compactMap { ($0 as? APIError)?.path }
print(apiPaths)
print(collected.filter { $0 is DiskError }.count)
let worst = collected.compactMap { ($0 as? any CodedError)?.code }.max()
print("worst code:", worst ?? 0)

func firstError<T>(of type: T.Type, in errors: [any Error]) -> T? {
    for e in errors { if let match = e as? T { return match } }
    return nil
}
if let disk = firstError(of: DiskError.self, in: collected) {
    print("first disk error:", disk)
}
print(firstError(of: Int.self, in: collected) as Any)
func rethrowIt(_ e: any Error) throws -> Never { throw e }
do { try rethrowIt(Simple.oops) } catch Simple.oops { print("caught oops again") }

// expect: APIError 404 client
// expect: DiskError 507 server
// expect: Simple has no code
// expect: DiskError 403 client
// expect: APIError 302 info
// expect: ["/users", "/old"]
// expect: 2
// expect: worst code: 507
// expect: first disk error: full
// expect: nil
// expect: caught oops again
