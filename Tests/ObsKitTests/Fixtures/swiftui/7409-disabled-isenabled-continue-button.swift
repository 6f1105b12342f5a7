// Swift with Majid style: a reusable "Continue" button that dims itself by reading `\.isEnabled`, gated by `.disabled`
// What SwiftUI does: `\.isEnabled` is false below `.disabled(true)` (rules §15.17, Apple
// `environmentvalues/isenabled`), so the custom button reads it and runs again whenever the terms toggle flips the
// container's value (rules §14.2), after the screen, which reads `accepted` (rules §3.5, §2.8). While it is disabled
// the button can't be used: tapping it is an error in ObsREPL (rules §15.11, "button ... is disabled").
// Sources: rules §2.8, §3.5, §14.2, §15.11, §15.17; https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

struct ContinueButton: View {
    let action: () -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("ContinueButton body: enabled \(isEnabled)")
        Button("Continue", action: action)
            .padding()
            .opacity(isEnabled ? 1 : 0.4)
    }
}

struct TermsScreen: View {
    @State private var accepted = false

    var body: some View {
        let _ = print("TermsScreen body: accepted \(accepted)")
        VStack {
            Toggle("I accept the terms", isOn: $accepted)
            ContinueButton {
                print("continuing to payment")
            }
            .disabled(!accepted)
        }
    }
}

:mount TermsScreen()
// expect: TermsScreen body: accepted false
// expect: ContinueButton body: enabled false
:toggle "I accept the terms"
// expect: TermsScreen body: accepted true
// expect: ContinueButton body: enabled true
:tap "Continue"
// expect: continuing to payment
:toggle "I accept the terms"
// expect: TermsScreen body: accepted false
// expect: ContinueButton body: enabled false
:tap "Continue"
// expect-error: button "Continue" is disabled
