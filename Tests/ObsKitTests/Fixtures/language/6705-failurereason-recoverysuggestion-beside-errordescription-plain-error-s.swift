// Hacking with Swift style (LocalizedError): failureReason and recoverySuggestion beside errorDescription, and a plain error's fallback text
import Foundation

enum PasswordError: LocalizedError {
    case tooShort(length: Int)
    case noDigits
    case reused

    var errorDescription: String? {
        switch self {
        case .tooShort: return "Password too short."
        case .noDigits: return "Password needs a digit."
        case .reused: return nil
        }
    }

    var failureReason: String? {
        if case .tooShort(let length) = self { return "It has \(length) characters." }
        return nil
    }

    var recoverySuggestion: String? {
        switch self {
        case .tooShort: return "Use at least 8 characters."
        case .noDigits: return "Add a number."
        case .reused: return "Pick one you have not used."
        }
    }
}

let previous = ["hunter22"]

func check(_ password: String) throws {
    guard password.count >= 8 else { throw PasswordError.tooShort(length: password.count) }
    guard password.contains(where: \.isNumber) else { throw PasswordError.noDigits }
    guard !previous.contains(password) else { throw PasswordError.reused }
}

for candidate in ["abc", "longenough", "hunter22", "s3cure-pass"] {
    do {
        try check(candidate)
        print("\(candidate): accepted")
    } catch let error as PasswordError {
        print("\(candidate): \(error.errorDescription ?? "(no description)")")
        if let reason = error.failureReason { print("  reason: \(reason)") }
        print("  hint: \(error.recoverySuggestion ?? "-")")
    } catch {
        print("other")
    }
}

let described: [Error] = [PasswordError.noDigits, PasswordError.tooShort(length: 2)]
print(described.map { $0.localizedDescription })

// expect: abc: Password too short.
// expect:   reason: It has 3 characters.
// expect:   hint: Use at least 8 characters.
// expect: longenough: Password needs a digit.
// expect:   hint: Add a number.
// expect: hunter22: (no description)
// expect:   hint: Pick one you have not used.
// expect: s3cure-pass: accepted
// expect: ["Password needs a digit.", "Password too short."]
