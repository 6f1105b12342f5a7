// Navigation in apps: a sign-in screen that pushes a welcome screen with navigationDestination(isPresented:) instead of a link.
// The destination closure is not escaping, so the welcome struct is built in the root's body, before any push (rules §14.3);
// its body runs only while the flag is true (rules §15.12). `:back` sets the flag to false and destroys the pushed node, so
// the next push starts a new node whose @State is fresh (rules §1.4, §3.2), from the same struct value: no new init.
import SwiftUI

struct WelcomeView: View {
    let name: String
    @State private var tipsSeen = 0

    init(name: String) {
        self.name = name
        print("WelcomeView init")
    }

    var body: some View {
        let _ = print("WelcomeView body, tips seen \(tipsSeen)")
        VStack {
            Text("Welcome, \(name)")
            Button("Next tip") { tipsSeen += 1 }
        }
    }
}

struct SignInView: View {
    @State private var showWelcome = false

    var body: some View {
        let _ = print("SignInView body")
        NavigationStack {
            Button("Sign in") { showWelcome = true }
                .navigationDestination(isPresented: $showWelcome) {
                    WelcomeView(name: "Sam")
                }
        }
    }
}

:mount SignInView()
// expect: SignInView body
// expect: WelcomeView init
:tap "Sign in"
// expect: WelcomeView body, tips seen 0
:tap "Next tip"
// expect: WelcomeView body, tips seen 1
:back
:tap "Sign in"
// expect: WelcomeView body, tips seen 0
