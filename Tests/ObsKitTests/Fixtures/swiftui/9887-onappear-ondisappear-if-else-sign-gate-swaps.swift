// Hacking with Swift style: onAppear/onDisappear with if/else: a sign-in gate swaps a login panel for a welcome panel; each switch builds the new branch, then runs the old branch's disappears (innermost first), then the new branch's appears (innermost first) (rules §1.1, §11.1, §10.3)
import SwiftUI

struct LoginPanel: View {
    var body: some View {
        let _ = print("LoginPanel body")
        Text("Please sign in")
            .onAppear { print("login text appear") }
            .onDisappear { print("login text disappear") }
    }
}

struct WelcomePanel: View {
    var body: some View {
        let _ = print("WelcomePanel body")
        Text("Welcome back")
            .onAppear { print("welcome text appear") }
            .onDisappear { print("welcome text disappear") }
    }
}

struct GateView: View {
    @State private var signedIn = false

    var body: some View {
        let _ = print("GateView body: signedIn=\(signedIn)")
        VStack {
            Button(signedIn ? "Sign out" : "Sign in") { signedIn.toggle() }
            if signedIn {
                WelcomePanel()
                    .onAppear { print("WelcomePanel appear") }
                    .onDisappear { print("WelcomePanel disappear") }
            } else {
                LoginPanel()
                    .onAppear { print("LoginPanel appear") }
                    .onDisappear { print("LoginPanel disappear") }
            }
        }
        .onAppear { print("GateView stack appear") }
    }
}

:mount GateView()
// expect: GateView body: signedIn=false
// expect: LoginPanel body
// expect: login text appear
// expect: LoginPanel appear
// expect: GateView stack appear
:tap "Sign in"
// expect: GateView body: signedIn=true
// expect: WelcomePanel body
// expect: login text disappear
// expect: LoginPanel disappear
// expect: welcome text appear
// expect: WelcomePanel appear
:tap "Sign out"
// expect: GateView body: signedIn=false
// expect: LoginPanel body
// expect: welcome text disappear
// expect: WelcomePanel disappear
// expect: login text appear
// expect: LoginPanel appear
