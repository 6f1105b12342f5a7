// Navigation in apps: a login gate (`if loggedIn { NavigationStack } else { LoginView }`) whose path lives in the root's @State.
// Logging out switches branches: the stack's node dies with the pushed account page, whose @StateObject goes before the
// login view is built (rules §1.1, §1.4). The root's @State path is not in the branch, so it survives, and logging back in
// builds a new stack that shows the old path again: a new account node with a new model (rules §15.12, T10, §4.2).
import SwiftUI

final class AccountModel: ObservableObject {
    @Published var plan = "Free"
    init() { print("AccountModel init") }
    deinit { print("AccountModel deinit") }
}

struct AccountView: View {
    @Binding var loggedIn: Bool
    @StateObject private var model = AccountModel()

    var body: some View {
        let _ = print("AccountView body")
        VStack {
            Text("Plan: \(model.plan)")
            Button("Log out") { loggedIn = false }
        }
    }
}

struct LoginView: View {
    @Binding var loggedIn: Bool

    var body: some View {
        let _ = print("LoginView body")
        Button("Log in") { loggedIn = true }
    }
}

struct GateRoot: View {
    @State private var loggedIn = true
    @State private var path: [String] = []

    var body: some View {
        let _ = print("GateRoot body, logged in \(loggedIn)")
        if loggedIn {
            NavigationStack(path: $path) {
                NavigationLink("Account", value: "account")
                    .navigationDestination(for: String.self) { _ in
                        AccountView(loggedIn: $loggedIn)
                    }
            }
        } else {
            LoginView(loggedIn: $loggedIn)
        }
    }
}

:mount GateRoot()
// expect: GateRoot body, logged in true
:tap "Account"
// expect: AccountModel init
// expect: AccountView body
:tap "Log out"
// expect: GateRoot body, logged in false
// expect: AccountModel deinit
// expect: LoginView body
:tap "Log in"
// expect: GateRoot body, logged in true
// expect: AccountModel init
// expect: AccountView body
