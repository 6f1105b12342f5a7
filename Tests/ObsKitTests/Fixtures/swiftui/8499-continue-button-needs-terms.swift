// SwiftUI from Apple's documentation: Toggle and disabled(_:) (a Continue button that needs the terms accepted)
// Source: developer.apple.com/documentation/swiftui/view/disabled(_:): "Adds a condition that controls whether
// users can interact with this view." Toggle: "Bind isOn to a Boolean property that determines whether the
// toggle is on or off." The Continue button's section is disabled while the toggle is off. (The form follows
// Hacking with Swift's "disable form controls" example, in our words.)
import SwiftUI

struct TermsForm: View {
    @State private var agreedToTerms = false

    var body: some View {
        Form {
            Section {
                Toggle("Agree to terms and conditions", isOn: $agreedToTerms)
            }
            Section {
                Button("Continue") {
                    print("Thank you!")
                }
            }
            .disabled(agreedToTerms == false)
        }
    }
}

:mount TermsForm()
:toggle "Agree to terms and conditions"
:tap "Continue"
:toggle "Agree to terms and conditions"
:tap "Continue"

// expect: Thank you!
// expect-error: disabled
