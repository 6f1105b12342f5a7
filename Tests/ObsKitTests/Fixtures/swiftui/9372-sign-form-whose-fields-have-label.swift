// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:) (a sign-in form whose fields have a label view and a "Required" prompt)
// TextField's "Text field prompts" section: in a Form, `TextField(text:prompt:label:)` shows the label, and the prompt
// is the placeholder while the field is empty; the same goes for SecureField(text:prompt:label:). Typing writes the
// text binding one character at a time; onChange(of:) sees each new value. onSubmit on the form runs when Return is
// pressed in either field (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)).
import SwiftUI

struct SignInForm: View {
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField(text: $username, prompt: Text("Required")) {
                Text("Username")
            }
            SecureField(text: $password, prompt: Text("Required")) {
                Text("Password")
            }
        }
        .onChange(of: username) { _, newValue in
            print("username now \"\(newValue)\"")
        }
        .onSubmit {
            print("sign in \(username) with \(password.count) characters")
        }
    }
}

:mount SignInForm()
:type "kim" into "Username"
// expect: username now "k"
// expect: username now "ki"
// expect: username now "kim"
:type "s3cret" into "Password"
:submit "Password"
// expect: sign in kim with 6 characters
