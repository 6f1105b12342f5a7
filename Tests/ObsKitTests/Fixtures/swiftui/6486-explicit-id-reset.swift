// SwiftUI Lab style: resetting a form with explicit identity, `.id(attempt)`.
// When the value given to `.id` changes, everything below starts over: @State is set up again from its initial
// value, the old node disappears and the new one appears (rules §1.3, §11.1; Apple `stateobject` recommends `.id`
// for a reset). A parent render that leaves the id alone keeps the form: SignupForm's value (two @State fields with
// equal initial values) is unchanged, so its body doesn't even run (rules §2.5, §2.7).
import SwiftUI

struct SignupForm: View {
    @State private var email = ""
    @State private var agreed = false

    var body: some View {
        let _ = print("SignupForm body: email [\(email)], agreed \(agreed)")
        Form {
            TextField("Email", text: $email)
            Toggle("I agree", isOn: $agreed)
        }
        .onAppear { print("SignupForm appeared") }
        .onDisappear { print("SignupForm disappeared") }
    }
}

struct SignupScreen: View {
    @State private var attempt = 0
    @State private var pings = 0

    var body: some View {
        let _ = print("SignupScreen body: attempt \(attempt), pings \(pings)")
        VStack {
            SignupForm()
                .id(attempt)
            Button("Start Over") { attempt += 1 }
            Button("Ping") { pings += 1 }
        }
    }
}

:mount SignupScreen()
// expect: SignupScreen body: attempt 0, pings 0
// expect: SignupForm body: email [], agreed false
// expect: SignupForm appeared
:type "a@b" into "Email"
// expect: SignupForm body: email [a], agreed false
// expect: SignupForm body: email [a@], agreed false
// expect: SignupForm body: email [a@b], agreed false
:toggle "I agree"
// expect: SignupForm body: email [a@b], agreed true
:tap "Ping"
// expect: SignupScreen body: attempt 0, pings 1
:tap "Start Over"
// expect: SignupScreen body: attempt 1, pings 1
// expect: SignupForm body: email [], agreed false
// expect: SignupForm disappeared
// expect: SignupForm appeared
