// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (a custom Binding(get:set:) for an "Agree to all" toggle over three @State flags)
// Apple's Binding page lists `init(get:set:)`, which "creates a binding with closures that read and write the binding
// value". The common tutorial use: an "Agree to all" toggle whose getter is true only when all three agreements are,
// and whose setter writes all three. Flipping one of the three changes what the getter returns, so "Agree to all" then
// shows off; flipping it sets all three again.
// - Agree to all; check the flags; turn emails off; agree to all again (the setter gets true); then turn all off.
import SwiftUI

struct ConsentForm: View {
    @State private var agreedToTerms = false
    @State private var agreedToPrivacyPolicy = false
    @State private var agreedToEmails = false

    var body: some View {
        let agreedToAll = Binding(
            get: { agreedToTerms && agreedToPrivacyPolicy && agreedToEmails },
            set: {
                print("agree to all set to \($0)")
                agreedToTerms = $0
                agreedToPrivacyPolicy = $0
                agreedToEmails = $0
            }
        )

        Form {
            Section {
                Toggle("Agree to terms", isOn: $agreedToTerms)
                Toggle("Agree to privacy policy", isOn: $agreedToPrivacyPolicy)
                Toggle("Agree to receive emails", isOn: $agreedToEmails)
            }
            Section {
                Toggle("Agree to all", isOn: agreedToAll)
            }
            Button("Show flags") {
                print("terms \(agreedToTerms), privacy \(agreedToPrivacyPolicy), emails \(agreedToEmails), all \(agreedToAll.wrappedValue)")
            }
        }
    }
}

:mount ConsentForm()
:toggle "Agree to all"
// expect: agree to all set to true
:tap "Show flags"
// expect: terms true, privacy true, emails true, all true
:toggle "Agree to receive emails"
:tap "Show flags"
// expect: terms true, privacy true, emails false, all false
:toggle "Agree to all"
// expect: agree to all set to true
:toggle "Agree to all"
// expect: agree to all set to false
:tap "Show flags"
// expect: terms false, privacy false, emails false, all false
