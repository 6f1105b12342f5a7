// A Bool @FocusState on an email field, moved by buttons, by typing into the field, and lost when Return is pressed (onSubmit runs first); expected output by the SwiftUI rules (Apple: FocusState, focused(_:), onSubmit(of:_:); a TextField resigns focus on Return by default)
import SwiftUI

struct LoginForm: View {
    @State private var email = ""
    @FocusState private var emailFocused: Bool

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .focused($emailFocused)
                .onSubmit {
                    print("submitted \(email)")
                }
            Button("Edit email") {
                emailFocused = true
            }
            Button("Done") {
                emailFocused = false
            }
        }
        .onChange(of: emailFocused) {
            print("email focused: \(emailFocused)")
        }
    }
}

:mount LoginForm()
:tap "Edit email"
:tap "Done"
:type "kim@x.io" into "Email"
:submit "Email"

// expect: email focused: true
// expect: email focused: false
// expect: email focused: true
// expect: submitted kim@x.io
// expect: email focused: false
