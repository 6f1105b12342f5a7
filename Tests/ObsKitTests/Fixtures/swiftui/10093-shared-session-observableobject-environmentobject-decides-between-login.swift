// architecture style: a shared session (ObservableObject) as an @EnvironmentObject decides between the login screen and the main screen; each screen owns its view model with @StateObject, so switching destroys one screen (its model deinits, its onDisappear runs) and makes the other (rules §1.1, §1.4, §4.2, §11.1, §14.1)
import SwiftUI

@MainActor
final class Session: ObservableObject {
    @Published private(set) var user: String?

    func logIn(_ name: String) {
        user = name
        print("logged in \(name)")
    }

    func logOut() {
        user = nil
        print("logged out")
    }
}

final class LoginViewModel: ObservableObject {
    @Published var username = ""

    init() { print("LoginViewModel init") }
    deinit { print("LoginViewModel deinit") }
}

final class HomeViewModel: ObservableObject {
    let user: String

    init(user: String) {
        self.user = user
        print("HomeViewModel init \(user)")
    }
    deinit { print("HomeViewModel deinit \(user)") }
}

struct LoginView: View {
    @EnvironmentObject private var session: Session
    @StateObject private var viewModel = LoginViewModel()

    var body: some View {
        let _ = print("LoginView body: '\(viewModel.username)'")
        VStack {
            TextField("Username", text: $viewModel.username)
            Button("Log in") { session.logIn(viewModel.username) }
                .disabled(viewModel.username.isEmpty)
        }
        .onAppear { print("LoginView appear") }
        .onDisappear { print("LoginView disappear") }
    }
}

struct HomeView: View {
    @EnvironmentObject private var session: Session
    @StateObject private var viewModel: HomeViewModel

    init(user: String) {
        _viewModel = StateObject(wrappedValue: HomeViewModel(user: user))
    }

    var body: some View {
        let _ = print("HomeView body: \(viewModel.user)")
        Button("Log out") { session.logOut() }
            .onAppear { print("HomeView appear") }
            .onDisappear { print("HomeView disappear") }
    }
}

struct RootSwitch: View {
    @EnvironmentObject private var session: Session

    var body: some View {
        let _ = print("RootSwitch body")
        if let user = session.user {
            HomeView(user: user)
        } else {
            LoginView()
        }
    }
}

:mount RootSwitch().environmentObject(Session())
// expect: RootSwitch body
// expect: LoginViewModel init
// expect: LoginView body: ''
// expect: LoginView appear
:type "ann" into "Username"
// expect: LoginView body: 'a'
// expect: LoginView body: 'an'
// expect: LoginView body: 'ann'
:tap "Log in"
// expect: logged in ann
// expect: RootSwitch body
// expect: LoginViewModel deinit
// expect: HomeViewModel init ann
// expect: HomeView body: ann
// expect: LoginView disappear
// expect: HomeView appear
:tap "Log out"
// expect: logged out
// expect: RootSwitch body
// expect: HomeViewModel deinit ann
// expect: LoginViewModel init
// expect: LoginView body: ''
// expect: HomeView disappear
// expect: LoginView appear
