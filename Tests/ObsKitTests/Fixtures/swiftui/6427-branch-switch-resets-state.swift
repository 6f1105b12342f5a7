// WWDC21 "Demystify SwiftUI" (structural identity: if/else branches are different views), tatejennings-style login/sign-up switch; rules §1.1, §1.4, §11.1, T10
import SwiftUI

struct LoginForm: View {
    @State private var attempts = 0
    let mode: String

    var body: some View {
        VStack {
            Text("\(mode): \(attempts) attempts")
            Button("Try \(mode)") {
                attempts += 1
                print("\(mode) attempts: \(attempts)")
            }
        }
        .onAppear { print("\(mode) form appeared") }
        .onDisappear { print("\(mode) form disappeared") }
    }
}

struct AuthView: View {
    @State private var isSigningUp = false

    var body: some View {
        VStack {
            Toggle("New account", isOn: $isSigningUp)
            if isSigningUp {
                LoginForm(mode: "Sign up")
            } else {
                LoginForm(mode: "Log in")
            }
        }
    }
}

:mount AuthView()
:tap "Try Log in"
:tap "Try Log in"
:toggle "New account"
:tap "Try Sign up"
:toggle "New account"
:tap "Try Log in"

// expect: Log in form appeared
// expect: Log in attempts: 1
// expect: Log in attempts: 2
// expect: Log in form disappeared
// expect: Sign up form appeared
// expect: Sign up attempts: 1
// expect: Sign up form disappeared
// expect: Log in form appeared
// expect: Log in attempts: 1
