// SwiftUI from Apple's documentation: focused(_:) (the "choose a username" example with a Bool focus state)
// Source: developer.apple.com/documentation/swiftui/view/focused(_:): "When focus moves to the view, the
// binding sets the bound value to true. If a caller sets the value to true programmatically, then focus moves
// to the modified view. When focus leaves the modified view, the binding sets the value to false. If a caller
// sets the value to false, SwiftUI automatically dismisses focus." In the example, "If the name isn't
// available, the button sets usernameFieldIsFocused to true, which causes focus to return to the text field".
import SwiftUI

struct ChooseUsername: View {
    @State private var username: String = ""
    @FocusState private var usernameFieldIsFocused: Bool
    @State private var showUsernameTaken = false
    let takenNames: Set<String> = ["admin", "root"]

    func isUserNameAvailable(username: String) -> Bool {
        !takenNames.contains(username)
    }

    var body: some View {
        VStack {
            TextField("Choose a username.", text: $username)
                .focused($usernameFieldIsFocused)
            if showUsernameTaken {
                Text("That username is taken. Please choose another.")
            }
            Button("Submit") {
                showUsernameTaken = false
                if !isUserNameAvailable(username: username) {
                    usernameFieldIsFocused = true
                    showUsernameTaken = true
                }
            }
            Button("Done") { usernameFieldIsFocused = false }
            Button("Status") { print("taken message shown: \(showUsernameTaken)") }
        }
        .onChange(of: usernameFieldIsFocused) { _, focused in
            print("field focused: \(focused)")
        }
    }
}

:mount ChooseUsername()
:type "admin" into "Choose a username."
:tap "Done"
:tap "Submit"
:tap "Status"

// expect: field focused: true
// expect: field focused: false
// expect: field focused: true
// expect: taken message shown: true
