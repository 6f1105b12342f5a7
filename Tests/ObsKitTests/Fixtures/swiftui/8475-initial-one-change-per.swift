// SwiftUI from Apple's documentation: TextField and onChange(of:initial:_:) (one change per keystroke)
// Source: developer.apple.com/documentation/swiftui/textfield: a String-bound text field "updates this
// value continuously as the user types". developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:):
// the action receives "oldValue: The old value that failed the comparison check" and "newValue: The new
// value that failed the comparison check". Each typed character is one edit, so each one reports the
// text before and after it; clearing the field reports the last text and the empty string.
import SwiftUI

struct GreetingForm: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .onChange(of: name) { oldValue, newValue in
                    print("'\(oldValue)' -> '\(newValue)'")
                }
            Text("Hello, \(name)!")
        }
    }
}

:mount GreetingForm()
:type "Ann" into "Name"
:clear "Name"

// expect: '' -> 'A'
// expect: 'A' -> 'An'
// expect: 'An' -> 'Ann'
// expect: 'Ann' -> ''
