// Issue 13 (B), disabled: `.disabled(true)` stops the user from interacting with the control, so a tap on a
// disabled button does nothing in SwiftUI. In ObsREPL `:tap` on it is an error (message proposed here), so a
// script can't believe it ran the action. `:clear "Title"` empties a text field.
// Source: https://developer.apple.com/documentation/swiftui/view/disabled(_:) (a disabled view doesn't
// respond to the user), https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled.
import SwiftUI

struct NewList: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Create") { print("created '\(name)'") }
                .disabled(name.isEmpty)
        }
    }
}

:mount NewList()
:type "Books" into "Name"
:tap "Create"
:clear "Name"
:tap "Create"

// expect: created 'Books'
// expect-error: button "Create" is disabled
