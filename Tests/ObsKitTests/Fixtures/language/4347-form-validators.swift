// App code style: form field validators for usernames, emails and display names with error messages
enum FieldError: Error, CustomStringConvertible, Equatable {
    case empty, tooShort(Int), tooLong(Int), badChar(Character, Int), format(String)
    var description: String {
        switch self {
        case .empty: return "is required"
        case .tooShort(let n): return "must be at least \(n) characters"
        case .tooLong(let n): return "must be at most \(n) characters"
        case .badChar(let c, let i): return "invalid character '\(c)' at position \(i + 1)"
        case .format(let why): return why
        }
    }
}

func validateUsername(_ s: String) throws -> String {
    let t = s.lowercased()
    guard !t.isEmpty else { throw FieldError.empty }
    guard t.count >= 3 else { throw FieldError.tooShort(3) }
    guard t.count <= 16 else { throw FieldError.tooLong(16) }
    for (i, c) in t.enumerated() {
        let ok = c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == ".")
        if !ok { throw FieldError.badChar(c, i) }
    }
    guard t.first!.isLetter else { throw FieldError.format("must start with a letter") }
    guard !t.contains("..") else { throw FieldError.format("no consecutive dots") }
    return t
}

func validateEmail(_ s: String) throws -> (String, String) {
    let parts = s.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw FieldError.format("needs exactly one @") }
    let local = parts[0], domain = parts[1]
    guard !local.isEmpty, !domain.isEmpty else { throw FieldError.format("empty local or domain part") }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { throw FieldError.format("bad domain '\(domain)'") }
    guard let tld = labels.last, tld.count >= 2, tld.allSatisfy({ $0.isLetter }) else { throw FieldError.format("bad top-level domain") }
    if let bad = local.first(where: { $0.isWhitespace }) { throw FieldError.badChar(bad, local.distance(from: local.startIndex, to: local.firstIndex(of: bad)!)) }
    return (String(local), domain.lowercased())
}

func validateDisplayName(_ s: String) throws -> String {
    var words: [String] = []
    var cur = ""
    for c in s {
        if c.isWhitespace { if !cur.isEmpty { words.append(cur); cur = "" } }
        else { cur.append(c) }
    }
    if !cur.isEmpty { words.append(cur) }
    let collapsed = words.joined(separator: " ")
    guard !collapsed.isEmpty else { throw FieldError.empty }
    guard collapsed.count <= 20 else { throw FieldError.tooLong(20) }
    if let i = collapsed.firstIndex(where: { $0.isNumber || $0.isSymbol }) {
        throw FieldError.badChar(collapsed[i], collapsed.distance(from: collapsed.startIndex, to: i))
    }
    return collapsed
}

func report<T>(_ label: String, _ input: String, _ f: (String) throws -> T) {
    do {
        let v = try f(input)
        print("✓ \(label) \"\(input)\" -> \(v)")
    } catch let e as FieldError {
        print("✗ \(label) \"\(input)\" \(e)")
    } catch {
        print("? \(error)")
    }
}

for u in ["Alice_99", "al", "", "3dward", "jo..hn", "zoë", "very_long_username_x", "Ok.Name"] {
    report("user", u, validateUsername)
}
for e in ["Bob@Example.COM", "no-at-sign", "a@b@c", "@x.com", "x@localhost", "x@site.c0m", "j doe@mail.org", "ü@mail.de"] {
    report("email", e, validateEmail)
}
for d in ["  Mary   Jane  Watson ", "R2-D2", "   ", "Amélie Poulain", "Bob 🙂", "Anne-Marie O'Neil-Smythe"] {
    report("name", d, validateDisplayName)
}
print(FieldError.tooShort(3) == .tooShort(3), FieldError.badChar("x", 0) == .badChar("y", 0))
// expect: ✓ user "Alice_99" -> alice_99
// expect: ✗ user "al" must be at least 3 characters
// expect: ✗ user "" is required
// expect: ✗ user "3dward" must start with a letter
// expect: ✗ user "jo..hn" no consecutive dots
// expect: ✗ user "zoë" invalid character 'ë' at position 3
// expect: ✗ user "very_long_username_x" must be at most 16 characters
// expect: ✓ user "Ok.Name" -> ok.name
// expect: ✓ email "Bob@Example.COM" -> ("Bob", "example.com")
// expect: ✗ email "no-at-sign" needs exactly one @
// expect: ✗ email "a@b@c" needs exactly one @
// expect: ✗ email "@x.com" empty local or domain part
// expect: ✗ email "x@localhost" bad domain 'localhost'
// expect: ✗ email "x@site.c0m" bad top-level domain
// expect: ✗ email "j doe@mail.org" invalid character ' ' at position 2
// expect: ✓ email "ü@mail.de" -> ("ü", "mail.de")
// expect: ✓ name "  Mary   Jane  Watson " -> Mary Jane Watson
// expect: ✗ name "R2-D2" invalid character '2' at position 2
// expect: ✗ name "   " is required
// expect: ✓ name "Amélie Poulain" -> Amélie Poulain
// expect: ✗ name "Bob 🙂" invalid character '🙂' at position 5
// expect: ✗ name "Anne-Marie O'Neil-Smythe" must be at most 20 characters
// expect: true false
