// Login as "async MVVM" posts write it: a @MainActor `LoginFormModel` made in the login screen's init from the app's
// session and a protocol-typed `AuthService` (here a mock that sleeps), `submit()` started from the button with
// `Task { await model.submit() }`; success starts the session, and the root switches to the home screen.
// What SwiftUI does: each keystroke runs only the login screen, which reads the password (rules §8.3, §15.10). The
// button's `Task` starts when its turn ends and runs until the mock sleeps; `isSubmitting = true` runs the screen once
// (rules §10.1); `:advance` resumes it (rules §11.3, ObsREPL's virtual clock). A wrong password ends in the catch; the
// error and the `defer` write land in one update. On success the session's token changes: the root (which read it)
// switches branches, the login screen's node is destroyed and its model, no longer held by the finished task, deinits
// before the home screen's first body (rules §1.1, §1.4).
// Sources: rules §1.1, §1.4, §8.1, §8.3, §10.1, §11.3, §15.10;
// https://developer.apple.com/documentation/swiftui/securefield
import SwiftUI

enum AuthError: Error {
    case wrongPassword
}

protocol AuthService {
    func logIn(email: String, password: String) async throws -> String
}

@MainActor
final class MockAuthService: AuthService {
    func logIn(email: String, password: String) async throws -> String {
        print("auth request for \(email)")
        try await Task.sleep(for: .milliseconds(800))
        guard password == "pw" else { throw AuthError.wrongPassword }
        return "token-\(email.count)"
    }
}

@MainActor
@Observable
final class AppSession {
    private(set) var token: String?

    func start(token: String) {
        print("session started with \(token)")
        self.token = token
    }
}

@MainActor
@Observable
final class LoginFormModel {
    var email = "kim@example.com"
    var password = ""
    private(set) var isSubmitting = false
    private(set) var errorMessage: String?
    private let auth: any AuthService
    private let session: AppSession

    init(auth: any AuthService, session: AppSession) {
        self.auth = auth
        self.session = session
        print("LoginFormModel init")
    }

    deinit { print("LoginFormModel deinit") }

    func submit() async {
        isSubmitting = true
        errorMessage = nil
        defer { isSubmitting = false }
        do {
            let token = try await auth.logIn(email: email, password: password)
            session.start(token: token)
        } catch {
            errorMessage = "Wrong password"
        }
    }
}

struct LoginScreen: View {
    @State private var model: LoginFormModel

    init(auth: any AuthService, session: AppSession) {
        _model = State(initialValue: LoginFormModel(auth: auth, session: session))
    }

    var body: some View {
        let _ = print("LoginScreen body: password \(model.password.count) chars, submitting \(model.isSubmitting), error \(model.errorMessage ?? "none")")
        Form {
            TextField("Email", text: $model.email)
            SecureField("Password", text: $model.password)
            Button("Log in") {
                Task { await model.submit() }
            }
            .disabled(model.isSubmitting)
        }
    }
}

struct HomeScreen: View {
    let token: String

    var body: some View {
        let _ = print("HomeScreen body: \(token)")
        Text("Signed in")
    }
}

struct AuthRoot: View {
    @State private var session = AppSession()
    let auth: any AuthService

    var body: some View {
        let _ = print("AuthRoot body: \(session.token ?? "signed out")")
        if let token = session.token {
            HomeScreen(token: token)
        } else {
            LoginScreen(auth: auth, session: session)
        }
    }
}

:mount AuthRoot(auth: MockAuthService())
// expect: AuthRoot body: signed out
// expect: LoginFormModel init
// expect: LoginScreen body: password 0 chars, submitting false, error none
:type "x" into "Password"
// expect: LoginScreen body: password 1 chars, submitting false, error none
:tap "Log in"
// expect: auth request for kim@example.com
// expect: LoginScreen body: password 1 chars, submitting true, error none
:advance 800ms
// expect: LoginScreen body: password 1 chars, submitting false, error Wrong password
:clear "Password"
// expect: LoginScreen body: password 0 chars, submitting false, error Wrong password
:type "pw" into "Password"
// expect: LoginScreen body: password 1 chars, submitting false, error Wrong password
// expect: LoginScreen body: password 2 chars, submitting false, error Wrong password
:tap "Log in"
// expect: auth request for kim@example.com
// expect: LoginScreen body: password 2 chars, submitting true, error none
:advance 800ms
// expect: session started with token-15
// expect: AuthRoot body: token-15
// expect: LoginFormModel deinit
// expect: HomeScreen body: token-15
