// Tutorial style (asymmetric transitions between two screens): an if/else swaps a login view and a welcome view inside withAnimation; the old branch disappears before the new appears, and the welcome view's own @State starts over after logging out and in again (rules §1.1, §1.4, §11.1, §2.4, §12.1, §12.2, §15.15)
import SwiftUI

struct LoginView: View {
    let onLogin: () -> Void

    var body: some View {
        let _ = print("LoginView body")
        VStack {
            Text("Please sign in")
            Button("Log in", action: onLogin)
        }
        .onAppear { print("LoginView appeared") }
        .onDisappear { print("LoginView disappeared") }
    }
}

struct WelcomeView: View {
    let name: String
    let onLogout: () -> Void
    @State private var waves = 0

    var body: some View {
        let _ = print("WelcomeView body: \(name), waves \(waves)")
        VStack {
            Text("Welcome, \(name)!")
            Button("Wave") { waves += 1 }
            Button("Log out", action: onLogout)
        }
        .onAppear { print("WelcomeView appeared") }
        .onDisappear { print("WelcomeView disappeared") }
    }
}

struct AuthFlowView: View {
    @State private var isLoggedIn = false

    var body: some View {
        let _ = Self._printChanges()
        ZStack {
            if isLoggedIn {
                WelcomeView(name: "Sam") {
                    withAnimation(.easeInOut) { isLoggedIn = false }
                }
                .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
            } else {
                LoginView {
                    withAnimation { isLoggedIn = true }
                }
                .transition(.asymmetric(insertion: .opacity, removal: .scale))
            }
        }
    }
}

:mount AuthFlowView()
// expect: AuthFlowView: @self, @identity, _isLoggedIn changed.
// expect: LoginView body
// expect: LoginView appeared
:tap "Log in"
// expect: AuthFlowView: _isLoggedIn changed.
// expect: WelcomeView body: Sam, waves 0
// expect: LoginView disappeared
// expect: WelcomeView appeared
:tap "Wave"
// expect: WelcomeView body: Sam, waves 1
:tap "Log out"
// expect: AuthFlowView: _isLoggedIn changed.
// expect: LoginView body
// expect: WelcomeView disappeared
// expect: LoginView appeared
:tap "Log in"
// expect: AuthFlowView: _isLoggedIn changed.
// expect: WelcomeView body: Sam, waves 0
// expect: LoginView disappeared
// expect: WelcomeView appeared
