// SwiftUI from Apple's documentation: .disabled(name.isEmpty) turns the isEnabled environment off until text is typed
// Apple, disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "Adds a condition that
// controls whether users can interact with this view." EnvironmentValues.isEnabled
// (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled): "A Boolean value that indicates whether
// the view associated with this environment allows user interaction." onChange(of:initial:_:): initial "Whether the
// action should be run when this view initially appears."
import SwiftUI

struct SubmitLabel: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Text("Submit")
            .onChange(of: isEnabled, initial: true) { _, newValue in
                print("submit enabled: \(newValue)")
            }
    }
}

struct SignUpForm: View {
    @State private var name = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
            SubmitLabel()
                .disabled(name.isEmpty)
        }
    }
}

:mount SignUpForm()
:type "Al" into "Name"
:clear "Name"
// expect: submit enabled: false
// expect: submit enabled: true
// expect: submit enabled: false
