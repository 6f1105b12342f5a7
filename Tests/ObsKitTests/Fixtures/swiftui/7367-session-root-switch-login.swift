// A session model that switches the app's root between a login screen and the main content, the way "app
// architecture" posts structure authentication: an @Observable `SessionModel` owned by the root and shared with
// `.environment(_:)`; the login screen owns its own view model in @State.
// What SwiftUI does: `if let user = session.user { ... } else { ... }` has one slot per branch, so logging in destroys
// the login screen's node (its view model deinits) and makes the main screen's, and logging out does the reverse with
// a fresh login view model: the typed name is gone (rules §1.1, §1.4, T10). The new branch's view is built in the
// root's body, so its `@State` initial value runs there (rules §3.1, §2.6); the old node is destroyed before the new
// node's body (rules §1.4, ObsREPL's order). Typing runs only the login screen, which read `username`; the root read
// only `session.user` (rules §8.3). Disappear callbacks run before appear callbacks (rules §11.1).
// Sources: rules §1.1, §1.4, §2.6, §3.1, §8.3, §11.1, T10; https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct User: Equatable {
    let name: String
}

@Observable
final class SessionModel {
    private(set) var user: User?

    func logIn(as name: String) {
        print("session logIn \(name)")
        user = User(name: name)
    }

    func logOut() {
        print("session logOut")
        user = nil
    }
}

@Observable
final class LoginViewModel {
    var username = ""

    init() { print("LoginViewModel init") }
    deinit { print("LoginViewModel deinit") }

    var canSubmit: Bool { !username.isEmpty }
}

struct LoginView: View {
    @Environment(SessionModel.self) private var session
    @State private var viewModel = LoginViewModel()

    var body: some View {
        let _ = print("LoginView body: '\(viewModel.username)'")
        Form {
            TextField("Username", text: $viewModel.username)
            Button("Log in") { session.logIn(as: viewModel.username) }
                .disabled(!viewModel.canSubmit)
        }
        .onAppear { print("LoginView appear") }
        .onDisappear { print("LoginView disappear") }
    }
}

struct MainView: View {
    let user: User
    @Environment(SessionModel.self) private var session

    var body: some View {
        let _ = print("MainView body: \(user.name)")
        VStack {
            Text("Welcome, \(user.name)")
            Button("Log out") { session.logOut() }
        }
        .onAppear { print("MainView appear") }
        .onDisappear { print("MainView disappear") }
    }
}

struct RootView: View {
    @State private var session = SessionModel()

    var body: some View {
        let _ = print("RootView body: \(session.user?.name ?? "signed out")")
        VStack {
            if let user = session.user {
                MainView(user: user)
            } else {
                LoginView()
            }
        }
        .environment(session)
    }
}

:mount RootView()
// expect: RootView body: signed out
// expect: LoginViewModel init
// expect: LoginView body: ''
// expect: LoginView appear
:type "ada" into "Username"
// expect: LoginView body: 'a'
// expect: LoginView body: 'ad'
// expect: LoginView body: 'ada'
:tap "Log in"
// expect: session logIn ada
// expect: RootView body: ada
// expect: LoginViewModel deinit
// expect: MainView body: ada
// expect: LoginView disappear
// expect: MainView appear
:tap "Log out"
// expect: session logOut
// expect: RootView body: signed out
// expect: LoginViewModel init
// expect: LoginView body: ''
// expect: MainView disappear
// expect: LoginView appear
