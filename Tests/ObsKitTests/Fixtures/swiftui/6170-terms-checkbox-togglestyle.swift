// A custom `ToggleStyle` that draws a checkbox: its `makeBody(configuration:)` returns a Button that flips
// `configuration.isOn`, with an SF Symbol and `configuration.label` (the classic iOS checkbox recipe),
// applied to a whole Form with `.toggleStyle(_:)`.
// Expected: `:toggle` flips the Toggle whatever its style draws; the Continue button is enabled once the
// terms are accepted and reads the newsletter choice.
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
        .buttonStyle(.plain)
    }
}

struct TermsView: View {
    @State private var acceptTerms = false
    @State private var newsletter = true

    var body: some View {
        Form {
            Toggle("I accept the terms", isOn: $acceptTerms)
            Toggle("Send me the newsletter", isOn: $newsletter)
            Button("Continue") {
                print("continue, newsletter:", newsletter)
            }
            .disabled(!acceptTerms)
        }
        .toggleStyle(CheckboxToggleStyle())
        .onChange(of: acceptTerms) { _, accepted in
            print("terms accepted:", accepted)
        }
    }
}

:mount TermsView()
:toggle "I accept the terms"
:toggle "Send me the newsletter"
:tap "Continue"

// expect: terms accepted: true
// expect: continue, newsletter: false
