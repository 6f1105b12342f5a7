// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/group (a modifier on a Group applies to its members, not the group: onAppear on Group { if isLoggedIn ... else ... } runs for the view the conditional produces, every time isLoggedIn changes)
import SwiftUI

struct WelcomeView: View {
    var body: some View {
        Button("Log out") { print("logging out") }
    }
}

struct LoginView: View {
    var body: some View {
        Button("Log in") { print("logging in") }
    }
}

struct StartView: View {
    @State private var isLoggedIn = false

    var body: some View {
        VStack {
            Group {
                if isLoggedIn {
                    WelcomeView()
                } else {
                    LoginView()
                }
            }
            .onAppear { print("start content appeared, logged in: \(isLoggedIn)") }
            Button("Switch account state") { isLoggedIn.toggle() }
        }
    }
}

:mount StartView()
:tap "Log in"
:tap "Switch account state"
:tap "Log out"
:tap "Switch account state"
// expect: start content appeared, logged in: false
// expect: logging in
// expect: start content appeared, logged in: true
// expect: logging out
// expect: start content appeared, logged in: false
