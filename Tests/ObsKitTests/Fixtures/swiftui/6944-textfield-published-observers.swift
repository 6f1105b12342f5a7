// Q (Apple Developer Forums style): "Typing in a TextField bound to a @Published property re-renders my Terms row on
// every keystroke"
// "SignupView binds `TextField("Email", text: $form.email)`. TermsRow gets the same form as @ObservedObject and only
// shows `acceptedTerms`, yet it prints its body for each character."
// Answer: each keystroke sets `email` through the binding (rules §9.2), and @Published sends the *object's*
// objectWillChange (rules §6.3). Every view observing the object is invalidated, whatever it reads (rules §6.5):
// SignupView (its @StateObject box) and TermsRow (its @ObservedObject box) both run, once per keystroke, parent
// first (rules §10.1, §2.8). Split the object, or move to @Observable, where only readers of `email` update.
// Source: rules §6.3, §6.5, §9.2, §10.1; Apple https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

final class SignupForm: ObservableObject {
    @Published var email = ""
    @Published var acceptedTerms = false
}

struct TermsRow: View {
    @ObservedObject var form: SignupForm

    var body: some View {
        let _ = print("TermsRow body: accepted \(form.acceptedTerms)")
        Toggle("Accept terms", isOn: $form.acceptedTerms)
    }
}

struct SignupView: View {
    @StateObject private var form = SignupForm()

    var body: some View {
        let _ = print("SignupView body: [\(form.email)]")
        Form {
            TextField("Email", text: $form.email)
            TermsRow(form: form)
        }
    }
}

:mount SignupView()
// expect: SignupView body: []
// expect: TermsRow body: accepted false
:type "ab" into "Email"
// expect: SignupView body: [a]
// expect: TermsRow body: accepted false
// expect: SignupView body: [ab]
// expect: TermsRow body: accepted false
:toggle "Accept terms"
// expect: SignupView body: [ab]
// expect: TermsRow body: accepted true
