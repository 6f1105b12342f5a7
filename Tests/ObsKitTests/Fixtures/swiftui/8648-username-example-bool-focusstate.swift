// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:) (the username example: the Bool FocusState is false while focus is elsewhere, true once the field has focus, false after the code sets it to false, and setting it to true moves focus back to the field)
import SwiftUI

struct ContentView: View {
    @State private var username: String = ""
    @FocusState private var usernameFieldIsFocused: Bool
    @State private var showUsernameTaken = false
    let takenNames = ["admin"]

    var body: some View {
        VStack {
            TextField("Choose a username.", text: $username)
                .focused($usernameFieldIsFocused)
            if showUsernameTaken {
                Text("That username is taken. Please choose another.")
            }
            Button("Submit") {
                showUsernameTaken = false
                if takenNames.contains(username) {
                    usernameFieldIsFocused = true
                    showUsernameTaken = true
                }
            }
            Button("Done") { usernameFieldIsFocused = false }
            Button("Check focus") { print("focused: \(usernameFieldIsFocused)") }
        }
    }
}

:mount ContentView()
:tap "Check focus"
:type "admin" into "Choose a username."
:tap "Check focus"
:tap "Done"
:tap "Check focus"
:tap "Submit"
:tap "Check focus"
// expect: focused: false
// expect: focused: true
// expect: focused: false
// expect: focused: true
