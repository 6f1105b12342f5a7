// App code style: login flow state machine with enum associated values
enum LoginState: Equatable {
    case idle
    case enteringCredentials(username: String)
    case authenticating(username: String, attempt: Int)
    case twoFactor(username: String, codeSentTo: String)
    case loggedIn(username: String, token: String)
    case lockedOut(until: Int)
}

enum LoginEvent {
    case start
    case typed(String)
    case submit(password: String)
    case authResult(success: Bool, needs2FA: Bool)
    case enterCode(String)
    case logout
    case tick(Int)
}

struct LoginMachine {
    private(set) var state: LoginState = .idle
    private var failures = 0
    private let maxFailures = 3
    private(set) var log: [String] = []

    mutating func send(_ event: LoginEvent) {
        let old = state
        state = next(state, event)
        if old != state { log.append("\(name(old)) -> \(name(state))") }
    }

    private mutating func next(_ s: LoginState, _ e: LoginEvent) -> LoginState {
        switch (s, e) {
        case (.idle, .start):
            return .enteringCredentials(username: "")
        case (.enteringCredentials(let u), .typed(let more)):
            return .enteringCredentials(username: u + more)
        case (.enteringCredentials(let u), .submit(let pw)) where !u.isEmpty && pw.count >= 4:
            return .authenticating(username: u, attempt: failures + 1)
        case (.authenticating(let u, _), .authResult(true, true)):
            return .twoFactor(username: u, codeSentTo: "***" + String(u.suffix(2)))
        case (.authenticating(let u, _), .authResult(true, false)):
            failures = 0
            return .loggedIn(username: u, token: "tok-\(u.count)")
        case (.authenticating(let u, _), .authResult(false, _)):
            failures += 1
            return failures >= maxFailures ? .lockedOut(until: 100) : .enteringCredentials(username: u)
        case (.twoFactor(let u, _), .enterCode(let code)) where code == "1234":
            return .loggedIn(username: u, token: "tok2fa-\(u)")
        case (.lockedOut(let until), .tick(let now)) where now >= until:
            failures = 0
            return .idle
        case (.loggedIn, .logout):
            return .idle
        default:
            return s
        }
    }

    private func name(_ s: LoginState) -> String {
        switch s {
        case .idle: return "idle"
        case .enteringCredentials(let u): return "entering(\(u))"
        case let .authenticating(u, n): return "auth(\(u)#\(n))"
        case .twoFactor(_, let to): return "2fa(\(to))"
        case .loggedIn(let u, let t): return "in(\(u),\(t))"
        case .lockedOut(let t): return "locked(\(t))"
        }
    }
}

var m = LoginMachine()
m.send(.start)
m.send(.typed("ka"))
m.send(.typed("te"))
m.send(.submit(password: "abc"))
m.send(.submit(password: "hunter2"))
m.send(.authResult(success: true, needs2FA: true))
m.send(.enterCode("0000"))
m.send(.enterCode("1234"))
m.send(.logout)
for _ in 0..<3 {
    m.send(.start)
    m.send(.typed("x"))
    m.send(.submit(password: "wrong"))
    m.send(.authResult(success: false, needs2FA: false))
}
m.send(.tick(50))
m.send(.tick(120))
m.log.enumerated().forEach { print($0.offset, $0.element) }
print("final idle:", m.state == .idle)
if case .lockedOut = m.state { print("still locked") } else { print("unlocked") }
// expect: 0 idle -> entering()
// expect: 1 entering() -> entering(ka)
// expect: 2 entering(ka) -> entering(kate)
// expect: 3 entering(kate) -> auth(kate#1)
// expect: 4 auth(kate#1) -> 2fa(***te)
// expect: 5 2fa(***te) -> in(kate,tok2fa-kate)
// expect: 6 in(kate,tok2fa-kate) -> idle
// expect: 7 idle -> entering()
// expect: 8 entering() -> entering(x)
// expect: 9 entering(x) -> auth(x#1)
// expect: 10 auth(x#1) -> entering(x)
// expect: 11 entering(x) -> entering(xx)
// expect: 12 entering(xx) -> auth(xx#2)
// expect: 13 auth(xx#2) -> entering(xx)
// expect: 14 entering(xx) -> entering(xxx)
// expect: 15 entering(xxx) -> auth(xxx#3)
// expect: 16 auth(xxx#3) -> locked(100)
// expect: 17 locked(100) -> idle
// expect: final idle: true
// expect: unlocked
