// Error handling in everyday code: `try?` with `guard let`, `if let` chains mixing optionals and throwing calls, and throwing initializers.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Email {
    enum Problem: Error { case missingAt, badDomain(String) }
    let user: String
    let domain: String

    init(_ text: String) throws {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw Problem.missingAt }
        guard parts[1].contains(".") else { throw Problem.badDomain(String(parts[1])) }
        user = String(parts[0])
        domain = String(parts[1])
    }
}

func greet(_ raw: String?) -> String {
    guard let raw, let email = try? Email(raw) else {
        return "cannot greet \(raw ?? "nobody")"
    }
    return "hello \(email.user) at \(email.domain)"
}

print(greet("ana@example.org"))
print(greet("ana.example.org"))
print(greet(nil))

for text in ["bo@host", "cy@mail.net", "plain"] {
    do {
        let e = try Email(text)
        print("valid:", e.user)
    } catch Email.Problem.badDomain(let d) {
        print("bad domain:", d)
    } catch {
        print("error:", error)
    }
}

let emails = ["a@b.c", "bad", "d@e.f"].compactMap { try? Email($0) }
print(emails.map(\.domain))

// expect: hello ana at example.org
// expect: cannot greet ana.example.org
// expect: cannot greet nobody
// expect: bad domain: host
// expect: valid: cy
// expect: error: missingAt
// expect: ["b.c", "e.f"]
