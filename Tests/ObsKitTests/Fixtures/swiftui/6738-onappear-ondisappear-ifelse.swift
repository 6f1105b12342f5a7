// Follows Apple's `View/onAppear(perform:)` page (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)),
// "Adds an action to perform before this view appears", with its counterpart onDisappear ("after this view
// disappears"), on the two branches of an if/else that switches between signing in and an account panel.
// - if/else gives each branch its own identity: flipping the condition removes one view (its @State is gone) and
//   makes the other (rules §1.1; WWDC21 "Demystify SwiftUI").
// - In that update the new view's body runs first; then the removed view's onDisappear, then the new view's
//   onAppear (rules §10.3, §11.1: an identity change gives disappear (old), then appear (new)).
// - A re-render of a view already on screen fires neither (rules §11.1).
import SwiftUI

struct SignInPanel: View {
    @State private var attempts = 0

    var body: some View {
        let _ = print("SignInPanel body: \(attempts) attempts")
        Button("Try password") { attempts += 1 }
    }
}

struct AccountPanel: View {
    var body: some View {
        let _ = print("AccountPanel body")
        Text("Welcome back")
    }
}

struct LoginGate: View {
    @State private var signedIn = false

    var body: some View {
        VStack {
            if signedIn {
                AccountPanel()
                    .onAppear { print("AccountPanel appeared") }
                    .onDisappear { print("AccountPanel disappeared") }
            } else {
                SignInPanel()
                    .onAppear { print("SignInPanel appeared") }
                    .onDisappear { print("SignInPanel disappeared") }
            }
            Button(signedIn ? "Sign out" : "Sign in") { signedIn.toggle() }
        }
    }
}

:mount LoginGate()
// expect: SignInPanel body: 0 attempts
// expect: SignInPanel appeared
:tap "Try password"
// expect: SignInPanel body: 1 attempts
:tap "Sign in"
// expect: AccountPanel body
// expect: SignInPanel disappeared
// expect: AccountPanel appeared
:tap "Sign out"
// expect: SignInPanel body: 0 attempts
// expect: AccountPanel disappeared
// expect: SignInPanel appeared
