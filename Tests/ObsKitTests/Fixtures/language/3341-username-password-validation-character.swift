// App code style: username and password validation with Character checks and error enums
enum ValidationError: Error, CustomStringConvertible {
    case tooShort(Int)
    case missing(String)
    case invalidCharacter(Character)
    var description: String {
        switch self {
        case .tooShort(let n): return "too short (\(n) chars)"
        case .missing(let what): return "missing \(what)"
        case .invalidCharacter(let c): return "invalid character '\(c)'"
        }
    }
}

func validateUsername(_ name: String) throws -> String {
    guard name.count >= 3 else { throw ValidationError.tooShort(name.count) }
    if let bad = name.first(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
        throw ValidationError.invalidCharacter(bad)
    }
    return name.lowercased()
}

func validatePassword(_ pw: String) throws {
    guard pw.count >= 8 else { throw ValidationError.tooShort(pw.count) }
    guard pw.contains(where: \.isUppercase) else { throw ValidationError.missing("uppercase letter") }
    guard pw.contains(where: \.isNumber) else { throw ValidationError.missing("digit") }
    guard pw.contains(where: { !$0.isLetter && !$0.isNumber }) else { throw ValidationError.missing("symbol") }
}

for name in ["Jo", "Alice_99", "bob smith", "Zoë"] {
    do {
        let ok = try validateUsername(name)
        print("username ok: \(ok)")
    } catch {
        print("username \(name): \(error)")
    }
}
for pw in ["short", "alllowercase1!", "NoDigits!!", "NoSymbol123", "Str0ng!Pass"] {
    do {
        try validatePassword(pw)
        print("\(pw): strong")
    } catch let e as ValidationError {
        print("\(pw): \(e)")
    } catch {
        print("unexpected")
    }
}
let results = ["abc", "a", "x y"].map { try? validateUsername($0) }
print(results)
// expect: username Jo: too short (2 chars)
// expect: username ok: alice_99
// expect: username bob smith: invalid character ' '
// expect: username ok: zoë
// expect: short: too short (5 chars)
// expect: alllowercase1!: missing uppercase letter
// expect: NoDigits!!: missing digit
// expect: NoSymbol123: missing symbol
// expect: Str0ng!Pass: strong
// expect: [Optional("abc"), nil, nil]
