// Style: blog post, "The view lifecycle in one if/else". An `if`/`else` is one slot per branch (rules §1.1): flipping the condition destroys the
// view in one branch and makes the other. The new view's body runs in the update; then the old view's onDisappear, then the new view's onAppear
// (rules §11.1, T10; appearance callbacks after the update, rules §10.3). A parent's re-render that keeps the branch fires neither (rules §11.1).
import SwiftUI

struct LoginForm: View {
    var body: some View {
        let _ = print("LoginForm body")
        Text("Please sign in")
    }
}

struct Dashboard: View {
    var body: some View {
        let _ = print("Dashboard body")
        Text("Welcome back")
    }
}

struct Gate: View {
    @State private var signedIn = false
    @State private var visits = 0

    var body: some View {
        let _ = print("Gate body: \(signedIn), \(visits)")
        VStack {
            if signedIn {
                Dashboard()
                    .onAppear { print("Dashboard appeared") }
                    .onDisappear { print("Dashboard disappeared") }
            } else {
                LoginForm()
                    .onAppear { print("LoginForm appeared") }
                    .onDisappear { print("LoginForm disappeared") }
            }
            Button("Toggle sign in") { signedIn.toggle() }
            Button("Visit") { visits += 1 }
        }
    }
}

:mount Gate()
// expect: Gate body: false, 0
// expect: LoginForm body
// expect: LoginForm appeared
:tap "Visit"
// expect: Gate body: false, 1
:tap "Toggle sign in"
// expect: Gate body: true, 1
// expect: Dashboard body
// expect: LoginForm disappeared
// expect: Dashboard appeared
:tap "Visit"
// expect: Gate body: true, 2
:tap "Toggle sign in"
// expect: Gate body: false, 2
// expect: LoginForm body
// expect: Dashboard disappeared
// expect: LoginForm appeared
