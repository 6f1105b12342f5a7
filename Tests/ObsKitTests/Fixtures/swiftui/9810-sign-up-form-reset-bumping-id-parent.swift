// WWDC21 "Demystify SwiftUI" style (explicit identity): a sign-up form reset by bumping the .id its parent gives it; the new identity starts from the initial @State, with the old form's onDisappear before the new one's onAppear; the parent re-runs because it reads the id (rules §1.3, §11.1, §3.5)
import SwiftUI

struct SignupForm: View {
    @State private var email = ""

    var body: some View {
        let _ = print("SignupForm body: '\(email)'")
        TextField("Email", text: $email)
            .onAppear { print("form appeared") }
            .onDisappear { print("form disappeared") }
    }
}

struct SignupScreen: View {
    @State private var formID = 0

    var body: some View {
        let _ = print("SignupScreen body: form \(formID)")
        VStack {
            SignupForm()
                .id(formID)
            Button("Start Over") { formID += 1 }
        }
    }
}

:mount SignupScreen()
// expect: SignupScreen body: form 0
// expect: SignupForm body: ''
// expect: form appeared
:type "ab" into "Email"
// expect: SignupForm body: 'a'
// expect: SignupForm body: 'ab'
:tap "Start Over"
// expect: SignupScreen body: form 1
// expect: SignupForm body: ''
// expect: form disappeared
// expect: form appeared
:type "c" into "Email"
// expect: SignupForm body: 'c'
