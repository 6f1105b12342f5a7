// Error.localizedDescription for plain errors, LocalizedError, CustomNSError and NSError bridging (Foundation)
import Foundation

enum PlainError: Error { case first, second(Int) }

enum FileError: LocalizedError {
    case missing(String)
    case locked
    var errorDescription: String? {
        switch self {
        case .missing(let n): return "File \(n) is missing."
        case .locked: return nil
        }
    }
    var failureReason: String? { "reason for \(self)" }
    var recoverySuggestion: String? { "try again" }
}

struct CodedError: CustomNSError {
    static var errorDomain: String { "com.example.coded" }
    var errorCode: Int { 42 }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "coded failure"] }
}

struct Described: Error, CustomStringConvertible {
    var description: String { "custom description" }
}

let errors: [Error] = [
    PlainError.first, PlainError.second(3), FileError.missing("a.txt"), FileError.locked,
    CodedError(), Described(),
]
for e in errors {
    print(type(of: e), "|", e.localizedDescription)
}

let fe = FileError.missing("b.txt")
print(fe.errorDescription ?? "nil", "|", fe.failureReason ?? "nil", "|", fe.recoverySuggestion ?? "nil")
print(FileError.locked.helpAnchor as Any)

let ns = fe as NSError
print(ns.domain.hasSuffix("FileError"), ns.code, ns.localizedDescription)
print(ns.localizedFailureReason ?? "nil", "|", ns.localizedRecoverySuggestion ?? "nil")
let coded = CodedError() as NSError
print(coded.domain, coded.code, coded.localizedDescription)
let plain = PlainError.second(9) as NSError
print(plain.code, PlainError.first as NSError == PlainError.first as NSError)

let custom = NSError(domain: "my.domain", code: -7, userInfo: [NSLocalizedDescriptionKey: "explicit text"])
print(custom.localizedDescription, custom.code, custom.domain)
let bare = NSError(domain: "bare", code: 3)
print(bare.localizedDescription)
let e: Error = custom
print(e.localizedDescription, (e as NSError).code)

func load(_ name: String) throws -> String {
    if name.isEmpty { throw FileError.locked }
    if !name.contains(".") { throw FileError.missing(name) }
    return "loaded \(name)"
}
for n in ["x.txt", "readme", ""] {
    do { print(try load(n)) } catch { print("error:", error.localizedDescription) }
}
print(String(describing: FileError.missing("c")), "\(PlainError.second(1))")

// expect: PlainError | The operation could not be completed. (main.PlainError error 1.)
// expect: PlainError | The operation could not be completed. (main.PlainError error 0.)
// expect: FileError | File a.txt is missing.
// expect: FileError | The operation could not be completed. reason for locked
// expect: CodedError | coded failure
// expect: Described | The operation could not be completed. (main.Described error 1.)
// expect: File b.txt is missing. | reason for missing("b.txt") | try again
// expect: nil
// expect: true 0 File b.txt is missing.
// expect: reason for missing("b.txt") | try again
// expect: com.example.coded 42 coded failure
// expect: 0 true
// expect: explicit text -7 my.domain
// expect: The operation could not be completed. (bare error 3.)
// expect: explicit text -7
// expect: loaded x.txt
// expect: error: File readme is missing.
// expect: error: The operation could not be completed. reason for locked
// expect: missing("c") second(1)
