// SwiftUI from Apple's documentation: a TextField bound to a String updates it with every keystroke
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "If the value is a string, the text
// field updates this value continuously as the user types or otherwise edits the text in the field."
// Apple, onChange(of:initial:_:): "fires an action when a specific value changes".
import SwiftUI

struct ProfileForm: View {
    @State private var username = ""
    var body: some View {
        Form {
            TextField("Username", text: $username)
            Button("Save") { print("saved \(username)") }
        }
        .onChange(of: username) { oldValue, newValue in
            print("'\(oldValue)' -> '\(newValue)'")
        }
    }
}

:mount ProfileForm()
:type "Ana" into "Username"
:tap "Save"
// expect: '' -> 'A'
// expect: 'A' -> 'An'
// expect: 'An' -> 'Ana'
// expect: saved Ana
