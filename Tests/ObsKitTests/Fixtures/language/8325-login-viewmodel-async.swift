// App model layer: a login view model with async authentication, typed errors and UI state enum
enum AuthError: Error, Equatable {
    case invalidCredentials
    case locked(minutes: Int)
    case network
}

protocol AuthService {
    func login(email: String, password: String) async throws -> String
}

final class FakeAuthService: AuthService {
    private var failures: [String: Int] = [:]
    var networkDown = false

    func login(email: String, password: String) async throws -> String {
        if networkDown { throw AuthError.network }
        let attempts = failures[email, default: 0]
        if attempts >= 3 { throw AuthError.locked(minutes: 5 * (attempts - 2)) }
        guard password == "hunter2" else {
            failures[email] = attempts + 1
            throw AuthError.invalidCredentials
        }
        failures[email] = 0
        return "token-\(email.prefix(while: { $0 != "@" }))"
    }
}

enum LoginState: Equatable {
    case idle, submitting
    case loggedIn(token: String)
    case error(String)
}

final class LoginViewModel {
    private let service: AuthService
    private(set) var state = LoginState.idle
    var email = ""
    var password = ""
    var canSubmit: Bool { email.contains("@") && !password.isEmpty && state != .submitting }

    init(service: AuthService) { self.service = service }

    func submit() async {
        guard canSubmit else { state = .error("Fill in both fields"); return }
        state = .submitting
        do {
            state = .loggedIn(token: try await service.login(email: email, password: password))
        } catch let error as AuthError {
            switch error {
            case .invalidCredentials: state = .error("Wrong email or password")
            case .locked(let m): state = .error("Locked for \(m) min")
            case .network: state = .error("Check your connection")
            }
        } catch {
            state = .error("Unexpected")
        }
    }
}

let service = FakeAuthService()
let vm = LoginViewModel(service: service)
await vm.submit()
print(vm.state)
vm.email = "sam@example.com"
for attempt in ["123", "abc", "qwerty", "hunter2", "hunter2"] {
    vm.password = attempt
    await vm.submit()
    print("\(attempt): \(vm.state)")
}
service.networkDown = true
vm.email = "lee@example.com"
await vm.submit()
print(vm.state)
service.networkDown = false
await vm.submit()
if case .loggedIn(let token) = vm.state { print("welcome, \(token)") }

// expect: error("Fill in both fields")
// expect: 123: error("Wrong email or password")
// expect: abc: error("Wrong email or password")
// expect: qwerty: error("Wrong email or password")
// expect: hunter2: error("Locked for 5 min")
// expect: hunter2: error("Locked for 5 min")
// expect: error("Check your connection")
// expect: welcome, token-lee
