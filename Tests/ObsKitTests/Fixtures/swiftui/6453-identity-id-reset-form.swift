// Hacking with Swift / Swift by Sundell "reset a form with .id()": a new id makes a new identity, @State starts over; Apple "id(_:)"; rules §1.3, §1.4, §11.1, §2.6
import SwiftUI

struct SignupForm: View {
    @State private var name = ""
    @State private var agreed = false

    init() {
        print("SignupForm init")
    }

    var body: some View {
        let _ = print("SignupForm body: '\(name)', agreed \(agreed)")
        Form {
            TextField("Name", text: $name)
            Toggle("Agree", isOn: $agreed)
        }
        .onAppear { print("SignupForm appear") }
        .onDisappear { print("SignupForm disappear") }
    }
}

struct SignupScreen: View {
    @State private var formID = 0

    var body: some View {
        let _ = print("SignupScreen body: form \(formID)")
        VStack {
            SignupForm()
                .id(formID)
            Button("Start over") { formID += 1 }
        }
    }
}

:mount SignupScreen()
:type "Al" into "Name"
:toggle "Agree"
:tap "Start over"

// expect: SignupScreen body: form 0
// expect: SignupForm init
// expect: SignupForm body: '', agreed false
// expect: SignupForm appear
// expect: SignupForm body: 'A', agreed false
// expect: SignupForm body: 'Al', agreed false
// expect: SignupForm body: 'Al', agreed true
// expect: SignupScreen body: form 1
// expect: SignupForm init
// expect: SignupForm body: '', agreed false
// expect: SignupForm disappear
// expect: SignupForm appear
