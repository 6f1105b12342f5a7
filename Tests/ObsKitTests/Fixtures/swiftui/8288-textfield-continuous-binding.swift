// SwiftUI from Apple's documentation: a TextField bound to a String writes it on every keystroke
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "You create a text field with a label
// and a binding to a value. If the value is a string, the text field updates this value continuously as the user types
// or otherwise edits the text in the field."
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "Adds a modifier for this view that fires an action when a specific value changes."
import SwiftUI

struct UsernameField: View {
    @Binding var username: String
    var body: some View {
        TextField("User name (email address)", text: $username)
    }
}

struct SignUpView: View {
    @State private var username: String = ""
    var body: some View {
        VStack {
            UsernameField(username: $username)
        }
        .onChange(of: username) { oldValue, newValue in
            print("'\(oldValue)' -> '\(newValue)'")
        }
    }
}

:mount SignUpView()
:type "amy" into "User name (email address)"
// expect: '' -> 'a'
// expect: 'a' -> 'am'
// expect: 'am' -> 'amy'
