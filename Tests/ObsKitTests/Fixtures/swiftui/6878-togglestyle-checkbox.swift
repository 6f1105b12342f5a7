// A checkbox ToggleStyle for iOS (there is no built-in `.checkbox` on iPhone), written as tutorials do: a Button
// that flips `configuration.isOn`, with an SF Symbol and the toggle's label.
// What SwiftUI does: `configuration.isOn` is the toggle's binding (Apple, ToggleStyleConfiguration.isOn:
// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison), so the style's button writes
// the view's @State. The body reads both flags, so each change runs it once (rules §3.4, §10.1), and the
// iOS 17 `onChange(of:)` gets the old and new values after that update (Apple,
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)). The Continue button is disabled
// until the terms are accepted (rules §15.11).
import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct TermsView: View {
    @State private var acceptsTerms = false
    @State private var wantsEmails = false

    var body: some View {
        let _ = print("TermsView body, terms \(acceptsTerms), emails \(wantsEmails)")
        Form {
            Toggle("I accept the terms", isOn: $acceptsTerms)
                .toggleStyle(.checkbox)
            Toggle("Send me emails", isOn: $wantsEmails)
            Button("Continue") { print("continuing") }
                .disabled(!acceptsTerms)
        }
        .onChange(of: acceptsTerms) { oldValue, newValue in
            print("terms: \(oldValue) -> \(newValue)")
        }
    }
}

:mount TermsView()
// expect: TermsView body, terms false, emails false
:tap "I accept the terms"
// expect: TermsView body, terms true, emails false
// expect: terms: false -> true
:toggle "Send me emails"
// expect: TermsView body, terms true, emails true
:tap "Continue"
// expect: continuing
