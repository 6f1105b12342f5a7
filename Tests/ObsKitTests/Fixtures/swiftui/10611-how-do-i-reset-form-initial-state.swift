// Stack Overflow style: "how do I reset a form to its initial state?" (fix from the accepted answer: give the form an .id and change it; the new identity installs the draft made by that render, the old node's draft is released, and the old form disappears before the new one appears) (rules §1.3, §1.4, §3.1, §3.2, §8.5, §11.1)
import SwiftUI

@Observable
final class SignupDraft {
    static var made = 0
    let number: Int
    var email = ""

    init() {
        SignupDraft.made += 1
        number = SignupDraft.made
        print("SignupDraft #\(number) init")
    }

    deinit { print("SignupDraft #\(number) deinit") }
}

struct SignupForm: View {
    @State private var draft = SignupDraft()

    var body: some View {
        let _ = print("SignupForm body: #\(draft.number) '\(draft.email)'")
        TextField("Email", text: $draft.email)
            .onAppear { print("SignupForm appear") }
            .onDisappear { print("SignupForm disappear") }
    }
}

struct SignupScreen: View {
    @State private var formID = 0

    var body: some View {
        let _ = print("SignupScreen body: form \(formID)")
        VStack {
            Button("Start over") { formID += 1 }
            SignupForm().id(formID)
        }
    }
}

:mount SignupScreen()
// expect: SignupScreen body: form 0
// expect: SignupDraft #1 init
// expect: SignupForm body: #1 ''
// expect: SignupForm appear
:type "a@b" into "Email"
// expect: SignupForm body: #1 'a'
// expect: SignupForm body: #1 'a@'
// expect: SignupForm body: #1 'a@b'
:tap "Start over"
// expect: SignupScreen body: form 1
// expect: SignupDraft #2 init
// expect: SignupDraft #1 deinit
// expect: SignupForm body: #2 ''
// expect: SignupForm disappear
// expect: SignupForm appear
:type "z" into "Email"
// expect: SignupForm body: #2 'z'
