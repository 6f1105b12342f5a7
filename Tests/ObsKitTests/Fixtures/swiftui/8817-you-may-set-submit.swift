// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:) (you may set the submit action on an entire view hierarchy: one onSubmit on the Form runs when either of its text fields is submitted)
import SwiftUI

struct SignupForm: View {
    @State private var email = ""
    @State private var nickname = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
            TextField("Nickname", text: $nickname)
        }
        .onSubmit {
            print("submit with email '\(email)' nickname '\(nickname)'")
        }
    }
}

:mount SignupForm()
:type "a@b.c" into "Email"
:submit "Email"
:type "ace" into "Nickname"
:submit "Nickname"
// expect: submit with email 'a@b.c' nickname ''
// expect: submit with email 'a@b.c' nickname 'ace'
