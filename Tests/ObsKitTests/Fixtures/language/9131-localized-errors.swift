// localized-errors
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

enum SignupError: LocalizedError, Equatable {
    case emptyField(String)
    case tooShort(field: String, min: Int)
    case mismatch
    case taken(username: String)

    var errorDescription: String? {
        switch self {
        case .emptyField(let f): return "\(f.capitalized) is required."
        case let .tooShort(f, min): return "\(f.capitalized) must be at least \(min) characters."
        case .mismatch: return "Passwords do not match."
        case .taken(let u): return "The username \"\(u)\" is already taken."
        }
    }
    var recoverySuggestion: String? {
        switch self {
        case .taken: return "Try adding a number."
        default: return nil
        }
    }
}

struct SignupForm {
    var username = ""
    var password = ""
    var confirm = ""
}

let existing: Set<String> = ["admin", "root"]

func validate(_ f: SignupForm) throws {
    guard !f.username.isEmpty else { throw SignupError.emptyField("username") }
    guard f.username.count >= 3 else { throw SignupError.tooShort(field: "username", min: 3) }
    guard !existing.contains(f.username.lowercased()) else { throw SignupError.taken(username: f.username) }
    guard f.password.count >= 8 else { throw SignupError.tooShort(field: "password", min: 8) }
    guard f.password == f.confirm else { throw SignupError.mismatch }
}

let forms = [
    SignupForm(),
    SignupForm(username: "al"),
    SignupForm(username: "Admin", password: "x"),
    SignupForm(username: "alice", password: "secret"),
    SignupForm(username: "alice", password: "secret123", confirm: "secret124"),
    SignupForm(username: "alice", password: "secret123", confirm: "secret123"),
]

for (i, form) in forms.enumerated() {
    do {
        try validate(form)
        print("\(i): OK")
    } catch let e as LocalizedError {
        var line = "\(i): \(e.errorDescription ?? "?")"
        if let hint = e.recoverySuggestion { line += " (\(hint))" }
        print(line)
    } catch {
        print("\(i): unexpected")
    }
}

let err: Error = SignupError.mismatch
print(err.localizedDescription)
print((err as? SignupError) == .mismatch)
// expect: 0: Username is required.
// expect: 1: Username must be at least 3 characters.
// expect: 2: The username "Admin" is already taken. (Try adding a number.)
// expect: 3: Password must be at least 8 characters.
// expect: 4: Passwords do not match.
// expect: 5: OK
// expect: Passwords do not match.
// expect: true
