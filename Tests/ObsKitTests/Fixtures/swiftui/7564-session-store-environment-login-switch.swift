// Hacking with Swift-style "app state in the environment": an @Observable SessionStore injected with
// `.environment(_:)`, a login screen with its own view model, and the root switching screens on the session
// What SwiftUI does: the root reads `currentUser`, so logging in or out re-runs it (rules §8.3) and flips its `if`,
// which destroys one screen's node and makes the other's (rules §1.1). `LoginScreen()` is built in the root's body,
// so its `@State` view model is made there (rules §3.1, §2.6); when the login screen goes, its view model deinits
// (rules §1.4; ObsREPL's choice there: the old node goes before the new one is set up). Appearance callbacks run
// after the update, every disappear before any appear (rules §11.1). The text field's binding comes from a local
// `@Bindable`, which reads `username` in the login screen's body, so each keystroke re-runs that body only (rules
// §8.5); the root reads the store only.
// Sources: rules §1.1, §1.4, §2.6, §3.1, §8.3, §8.5, §11.1, §14.2; Apple `View/environment(_:)` (Observable)
// https://developer.apple.com/documentation/swiftui/view/environment(_:)
import SwiftUI

@MainActor
@Observable
final class SessionStore {
    var currentUser: String?

    init() {
        print("SessionStore init")
    }

    func logIn(as name: String) {
        currentUser = name
    }

    func logOut() {
        currentUser = nil
    }
}

@MainActor
@Observable
final class LoginViewModel {
    var username = ""

    init() {
        print("LoginViewModel init")
    }

    deinit {
        print("LoginViewModel deinit")
    }

    var canSubmit: Bool { !username.isEmpty }
}

struct LoginScreen: View {
    @Environment(SessionStore.self) private var session
    @State private var viewModel = LoginViewModel()

    var body: some View {
        @Bindable var viewModel = viewModel
        let _ = print("LoginScreen body: '\(viewModel.username)'")
        Form {
            TextField("Username", text: $viewModel.username)
            Button("Log in") {
                session.logIn(as: viewModel.username)
            }
            .disabled(!viewModel.canSubmit)
        }
        .onAppear { print("LoginScreen appeared") }
        .onDisappear { print("LoginScreen disappeared") }
    }
}

struct HomeScreen: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        let _ = print("HomeScreen body: \(session.currentUser ?? "nobody")")
        VStack {
            Text("Welcome, \(session.currentUser ?? "")")
            Button("Log out") { session.logOut() }
        }
        .onAppear { print("HomeScreen appeared") }
        .onDisappear { print("HomeScreen disappeared") }
    }
}

struct AppRootView: View {
    @State private var session = SessionStore()

    var body: some View {
        let _ = print("AppRootView body: \(session.currentUser == nil ? "logged out" : "logged in")")
        VStack {
            if session.currentUser == nil {
                LoginScreen()
            } else {
                HomeScreen()
            }
        }
        .environment(session)
    }
}

:mount AppRootView()
// expect: SessionStore init
// expect: AppRootView body: logged out
// expect: LoginViewModel init
// expect: LoginScreen body: ''
// expect: LoginScreen appeared
:type "mia" into "Username"
// expect: LoginScreen body: 'm'
// expect: LoginScreen body: 'mi'
// expect: LoginScreen body: 'mia'
:tap "Log in"
// expect: AppRootView body: logged in
// expect: LoginViewModel deinit
// expect: HomeScreen body: mia
// expect: LoginScreen disappeared
// expect: HomeScreen appeared
:tap "Log out"
// expect: AppRootView body: logged out
// expect: LoginViewModel init
// expect: LoginScreen body: ''
// expect: HomeScreen disappeared
// expect: LoginScreen appeared
