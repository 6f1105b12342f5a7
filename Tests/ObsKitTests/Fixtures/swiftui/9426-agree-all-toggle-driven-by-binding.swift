// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/creating-custom-bindings-in-swiftui (an "Agree to all" toggle driven by a Binding made in body from get and set closures: its getter combines three @State flags, its setter writes all three)
// Binding(get:set:) builds a binding whose value is computed on demand (Apple: Binding.init(get:set:)). A Toggle
// flips the value its binding reports: when all three flags are true the combined toggle reads as on and a flip
// sets false; when any is false it reads off and a flip sets true. Its setter is ordinary code, so it prints and
// writes the three @State properties in one action: one update, one body run. The body reads all three flags (in
// its print), so every individual toggle also runs it once.
// - "Agree to terms" alone; then "Agree to all" (some false: sets true); then "Agree to all" again (all true:
//   sets false); then the emails toggle alone.
import SwiftUI

struct TermsForm: View {
    @State private var agreedToTerms = false
    @State private var agreedToPrivacyPolicy = false
    @State private var agreedToEmails = false

    var body: some View {
        let agreedToAll = Binding<Bool>(
            get: {
                agreedToTerms && agreedToPrivacyPolicy && agreedToEmails
            },
            set: { newValue in
                print("agree to all set to \(newValue)")
                agreedToTerms = newValue
                agreedToPrivacyPolicy = newValue
                agreedToEmails = newValue
            }
        )

        let _ = print("body: terms \(agreedToTerms), privacy \(agreedToPrivacyPolicy), emails \(agreedToEmails)")

        Form {
            Toggle("Agree to terms", isOn: $agreedToTerms)
            Toggle("Agree to privacy policy", isOn: $agreedToPrivacyPolicy)
            Toggle("Agree to receive shipping emails", isOn: $agreedToEmails)
            Toggle("Agree to all", isOn: agreedToAll)
        }
    }
}

:mount TermsForm()
// expect: body: terms false, privacy false, emails false
:toggle "Agree to terms"
// expect: body: terms true, privacy false, emails false
:toggle "Agree to all"
// expect: agree to all set to true
// expect: body: terms true, privacy true, emails true
:toggle "Agree to all"
// expect: agree to all set to false
// expect: body: terms false, privacy false, emails false
:toggle "Agree to receive shipping emails"
// expect: body: terms false, privacy false, emails true
