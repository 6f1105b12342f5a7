// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:) (a Bool focus state on the email field, read by the body, and onSubmit)
// focused(_:): "When focus moves to the view, the binding sets the bound value to true ... When focus leaves the
// modified view, the binding sets the value to false." The page's field validates its text in onSubmit, and the text
// below it takes its colour from `emailFieldIsFocused`, so the body reads the focus state.
// - Focusing the field runs the body with true; each typed character runs it again; Return runs onSubmit and the
//   field then loses the focus, so the body runs with false
//   (https://developer.apple.com/documentation/swiftui/focusstate).
import SwiftUI

struct EmailForm: View {
    @State private var emailAddress = ""
    @FocusState private var emailFieldIsFocused: Bool

    var body: some View {
        let _ = print("focused: \(emailFieldIsFocused), text: [\(emailAddress)]")
        VStack {
            TextField("User name (email address)", text: $emailAddress)
                .focused($emailFieldIsFocused)
                .onSubmit {
                    validate(name: emailAddress)
                }
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
                .border(.secondary)

            Text(emailAddress)
                .foregroundColor(emailFieldIsFocused ? .red : .blue)
        }
    }

    func validate(name: String) {
        print("validating \(name)")
    }
}

:mount EmailForm()
// expect: focused: false, text: []
:focus "User name (email address)"
// expect: focused: true, text: []
:type "ab" into "User name (email address)"
// expect: focused: true, text: [a]
// expect: focused: true, text: [ab]
:submit "User name (email address)"
// expect: validating ab
// expect: focused: false, text: [ab]
