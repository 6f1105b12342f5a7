// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) (focus moved by setting the FocusState from onSubmit actions)
// A sign-in form: Return in Email moves the focus to Password; Return in Password checks the email, and on failure
// shows a message and moves the focus back to Email; on success clears the focus.
// - focused(_:equals:): "When focus moves to the modified view, the binding sets the bound value to the
//   corresponding match value. If a caller sets the state value programmatically to the matching value, then
//   focus moves to the modified view ... If a caller sets the value to nil, SwiftUI automatically dismisses focus."
// - The body reads the focus state and the message (not the fields' text), so typing runs it only when the
//   keystroke also moves the focus (the first one into Email).
// - Assumed (as in fixture 2227 of this corpus): when a Return action moves the focus to another field, the
//   Return's end of editing does not undo that move; both land in one update.
import SwiftUI

struct SignInView: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var message = ""
    @FocusState private var focus: Field?

    var body: some View {
        let _ = print("body: focus \(focus.map { "\($0)" } ?? "none"), message '\(message)'")
        VStack {
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit(signIn)
            Text(message)
        }
    }

    func signIn() {
        if !email.contains("@") {
            message = "Enter a valid email"
            focus = .email
        } else {
            message = ""
            focus = nil
            print("welcome \(email)")
        }
    }
}

:mount SignInView()
// expect: body: focus none, message ''
:type "ab" into "Email"
// expect: body: focus email, message ''
:submit "Email"
// expect: body: focus password, message ''
:type "longpassword" into "Password"
:submit "Password"
// expect: body: focus email, message 'Enter a valid email'
:type "@c.d" into "Email"
:submit "Email"
// expect: body: focus password, message 'Enter a valid email'
:submit "Password"
// expect: welcome ab@c.d
// expect: body: focus none, message ''
