// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:) (a Bool focus state; the Submit button focuses the empty field)
// Apple's focused(_:) example: a name field bound to a Bool @FocusState, and a Submit button that sets it to true
// when the name is empty; a Done button sets it to false.
// - "If a caller sets the value to true programmatically, then focus moves to the modified view ... If a caller
//   sets the value to false, SwiftUI automatically dismisses focus."
// - onChange(of:) reports each change (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg).
// - Assumed: tapping a button leaves the text field focused (iOS keeps the keyboard up for a plain Button).
import SwiftUI

struct NameForm: View {
    @FocusState private var isFocused: Bool
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($isFocused)
            Button("Submit") {
                if name.isEmpty {
                    isFocused = true
                } else {
                    print("submitted \(name)")
                }
            }
            Button("Done") { isFocused = false }
        }
        .onChange(of: isFocused) {
            print("focused: \(isFocused)")
        }
    }
}

:mount NameForm()
:tap "Submit"
// expect: focused: true
:type "Li" into "Name"
:tap "Submit"
// expect: submitted Li
:tap "Done"
// expect: focused: false
