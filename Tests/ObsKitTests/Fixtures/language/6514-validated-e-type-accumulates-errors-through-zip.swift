// Point-Free style (validation): a Validated<A, E> type that accumulates errors through zip and map
enum Validated<A, E> {
    case valid(A)
    case invalid([E])
}

extension Validated {
    func map<B>(_ f: (A) -> B) -> Validated<B, E> {
        switch self {
        case let .valid(a): return .valid(f(a))
        case let .invalid(es): return .invalid(es)
        }
    }
}

func zip<A, B, E>(_ a: Validated<A, E>, _ b: Validated<B, E>) -> Validated<(A, B), E> {
    switch (a, b) {
    case let (.valid(x), .valid(y)): return .valid((x, y))
    case let (.valid, .invalid(e)): return .invalid(e)
    case let (.invalid(e), .valid): return .invalid(e)
    case let (.invalid(e1), .invalid(e2)): return .invalid(e1 + e2)
    }
}

func zip3<A, B, C, E>(_ a: Validated<A, E>, _ b: Validated<B, E>, _ c: Validated<C, E>) -> Validated<(A, B, C), E> {
    zip(zip(a, b), c).map { ab, c in (ab.0, ab.1, c) }
}

struct User { let name: String; let email: String; let age: Int }

func validName(_ s: String) -> Validated<String, String> {
    s.isEmpty ? .invalid(["name is empty"]) : .valid(s)
}
func validEmail(_ s: String) -> Validated<String, String> {
    s.contains("@") ? .valid(s) : .invalid(["email '\(s)' has no @"])
}
func validAge(_ n: Int) -> Validated<Int, String> {
    (0...150).contains(n) ? .valid(n) : .invalid(["age \(n) out of range"])
}

func makeUser(_ name: String, _ email: String, _ age: Int) -> Validated<User, String> {
    zip3(validName(name), validEmail(email), validAge(age)).map(User.init)
}

func report(_ v: Validated<User, String>) {
    switch v {
    case let .valid(u): print("ok: \(u.name) <\(u.email)> \(u.age)")
    case let .invalid(errors): print("\(errors.count) error(s): " + errors.joined(separator: "; "))
    }
}

report(makeUser("Ada", "ada@example.com", 36))
report(makeUser("", "ada.example.com", 36))
report(makeUser("", "nope", 200))
report(makeUser("Bob", "bob@x", -1))

// expect: ok: Ada <ada@example.com> 36
// expect: 2 error(s): name is empty; email 'ada.example.com' has no @
// expect: 3 error(s): name is empty; email 'nope' has no @; age 200 out of range
// expect: 1 error(s): age -1 out of range
