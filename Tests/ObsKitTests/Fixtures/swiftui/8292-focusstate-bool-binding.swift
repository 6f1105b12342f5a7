// SwiftUI from Apple's documentation: .focused($flag) writes true when the field gains focus; setting false removes focus
// Apple, focused(_:) (https://developer.apple.com/documentation/swiftui/view/focused(_:)): "When focus moves to the view,
// the binding sets the bound value to true. If a caller sets the value to true programmatically, then focus moves to the
// modified view. When focus leaves the modified view, the binding sets the value to false. If a caller sets the value to
// false, SwiftUI automatically dismisses focus." (Apple's example: `usernameFieldIsFocused` and a "Submit" button)
import SwiftUI

struct UsernameForm: View {
    @State private var username = ""
    @FocusState private var usernameFieldIsFocused: Bool
    var body: some View {
        VStack {
            TextField("Choose a username.", text: $username)
                .focused($usernameFieldIsFocused)
            Button("Done") { usernameFieldIsFocused = false }
            Button("Submit") {
                if username.isEmpty { usernameFieldIsFocused = true }
            }
        }
        .onChange(of: usernameFieldIsFocused) { oldValue, newValue in
            print("focused \(oldValue) -> \(newValue)")
        }
    }
}

:mount UsernameForm()
:focus "Choose a username."
:tap "Done"
:tap "Submit"
// expect: focused false -> true
// expect: focused true -> false
// expect: focused false -> true
