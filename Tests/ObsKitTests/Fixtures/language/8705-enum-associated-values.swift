// Tutorial style (100 Days of Swift, enums): associated values describing app events
enum LoginEvent {
    case started
    case passwordEntered(length: Int)
    case failed(reason: String, attempts: Int)
    case succeeded(user: String, isAdmin: Bool)
}

func log(_ event: LoginEvent) -> String {
    switch event {
    case .started:
        return "Login screen opened"
    case .passwordEntered(let length) where length < 8:
        return "Weak password (\(length) chars)"
    case .passwordEntered(let length):
        return "Password of \(length) chars"
    case let .failed(reason, attempts) where attempts >= 3:
        return "Locked out after \(attempts) tries: \(reason)"
    case let .failed(reason, _):
        return "Failed: \(reason)"
    case .succeeded(let user, isAdmin: true):
        return "Welcome back, admin \(user)"
    case .succeeded(let user, _):
        return "Welcome, \(user)"
    }
}

let session: [LoginEvent] = [
    .started,
    .passwordEntered(length: 5),
    .failed(reason: "wrong password", attempts: 1),
    .passwordEntered(length: 12),
    .failed(reason: "wrong password", attempts: 3),
    .succeeded(user: "mira", isAdmin: false),
    .succeeded(user: "root", isAdmin: true),
]

for event in session {
    print(log(event))
}

let failures = session.filter {
    if case .failed = $0 { return true }
    return false
}
print("Failures: \(failures.count)")

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
}
print(Planet.allCases.map { "\($0)=\($0.rawValue)" }.joined(separator: " "))
print(Planet(rawValue: 3) ?? .mercury)
print(Planet(rawValue: 9) == nil)

// expect: Login screen opened
// expect: Weak password (5 chars)
// expect: Failed: wrong password
// expect: Password of 12 chars
// expect: Locked out after 3 tries: wrong password
// expect: Welcome, mira
// expect: Welcome back, admin root
// expect: Failures: 2
// expect: mercury=1 venus=2 earth=3 mars=4
// expect: earth
// expect: true
