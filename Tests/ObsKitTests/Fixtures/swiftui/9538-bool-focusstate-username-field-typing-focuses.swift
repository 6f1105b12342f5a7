// SwiftUI from a community tutorial: https://byby.dev/swiftui-focus-state (a Bool @FocusState on a username field: typing focuses it, a taken name keeps the focus, an accepted one releases it)
// The post's ChooseUsername view has `@FocusState private var usernameFieldIsFocused: Bool`, `.focused($usernameFieldIsFocused)`
// on the TextField and a "username is taken" message; "when focus leaves, the wrapped value of this property resets to
// nil or false. Setting the property's value programmatically has the reverse effect". Here Submit checks the name: a
// taken one shows the message and leaves the focus in the field; an accepted one sets the focus to false.
// - Type "taken" (the tap on the field focuses it); Submit; clear and type "swiftie"; Submit.
import SwiftUI

struct ChooseUsername: View {
    @State private var username = ""
    @FocusState private var usernameFieldIsFocused: Bool
    @State private var showUsernameTaken = false

    var body: some View {
        VStack {
            TextField("Choose a username.", text: $username)
                .focused($usernameFieldIsFocused)
            if showUsernameTaken {
                Text("That username is taken. Please choose another.")
            }
            Button("Submit") {
                showUsernameTaken = false
                validate(name: username)
            }
        }
        .onChange(of: usernameFieldIsFocused) { _, focused in
            print("focused: \(focused)")
        }
    }

    private func validate(name: String) {
        if name == "taken" {
            showUsernameTaken = true
            usernameFieldIsFocused = true
            print("\(name) is taken")
        } else {
            usernameFieldIsFocused = false
            print("\(name) accepted")
        }
    }
}

:mount ChooseUsername()
:type "taken" into "Choose a username."
// expect: focused: true
:tap "Submit"
// expect: taken is taken
:clear "Choose a username."
:type "swiftie" into "Choose a username."
:tap "Submit"
// expect: swiftie accepted
// expect: focused: false
