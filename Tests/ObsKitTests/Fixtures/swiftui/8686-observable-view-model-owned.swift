// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (an @Observable view model owned with @State is placed in the environment with .environment(model); views below read it with @Environment(Model.self), and a change made by one is seen by the other)
import SwiftUI

@Observable
final class SessionViewModel {
    var username: String?

    var isSignedIn: Bool { username != nil }

    func signIn(as name: String) { username = name }
    func signOut() { username = nil }
}

struct AccountButton: View {
    @Environment(SessionViewModel.self) private var session

    var body: some View {
        if session.isSignedIn {
            Button("Sign out") { session.signOut() }
        } else {
            Button("Sign in") { session.signIn(as: "jo") }
        }
    }
}

struct Greeting: View {
    @Environment(SessionViewModel.self) private var session

    var body: some View {
        let _ = print("greeting: \(session.username.map { "Hello, \($0)" } ?? "Welcome, guest")")
        Text(session.username ?? "guest")
    }
}

struct RootView: View {
    @State private var session = SessionViewModel()

    var body: some View {
        VStack {
            Greeting()
            AccountButton()
        }
        .environment(session)
    }
}

:mount RootView()
:tap "Sign in"
:tap "Sign out"
// expect: greeting: Welcome, guest
// expect: greeting: Hello, jo
// expect: greeting: Welcome, guest
