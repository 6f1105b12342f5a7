// Sign-up form in the style of Apple's FocusState and onSubmit pages: three fields in a Form, a FocusState over an
// enum of fields, `.focused($focusedField, equals:)`, `.submitLabel`, one `.onSubmit` on the Form that moves the
// focus to the next field, and a Create button disabled until the input is valid.
// What SwiftUI does: the body reads the focus and the three strings, so `:focus` runs it once (a write of the
// FocusState, view-owned storage like @State, rules §15.10, §15.14) and every keystroke runs it once (rules §3.4,
// §10.1). Return runs the nearest onSubmit; the action reads the focus (still on the field) and writes the next
// field: the field does not lose the focus, and the action's write and the submit land in one update, one body
// (rules §15.10). On the last field the action creates the account and clears the focus. Tapping Create again
// writes the nil focus that is already there: nothing runs (rules §3.4).
// Sources: rules §3.4, §10.1, §15.10, §15.14; https://developer.apple.com/documentation/swiftui/focusstate
// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
import SwiftUI

enum SignUpField: Hashable {
    case username
    case email
    case password
}

struct SignUpForm: View {
    @State private var username = ""
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: SignUpField?

    private var canCreate: Bool {
        username.count >= 3 && email.contains("@") && password.count >= 4
    }

    var body: some View {
        let focusName = focusedField.map { "\($0)" } ?? "none"
        let _ = print("SignUpForm body: '\(username)' '\(email)' \(password.count) chars, focus \(focusName), valid \(canCreate)")
        Form {
            Section("Account") {
                TextField("Username", text: $username)
                    .textInputAutocapitalization(.never)
                    .focused($focusedField, equals: .username)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.join)
            }
            Section {
                Button("Create Account", action: createAccount)
                    .disabled(!canCreate)
            }
        }
        .onSubmit {
            switch focusedField {
            case .username:
                focusedField = .email
            case .email:
                focusedField = .password
            default:
                createAccount()
            }
        }
    }

    private func createAccount() {
        print("Creating account for \(username)")
        focusedField = nil
    }
}

:mount SignUpForm()
// expect: SignUpForm body: '' '' 0 chars, focus none, valid false
:focus "Username"
// expect: SignUpForm body: '' '' 0 chars, focus username, valid false
:type "kim" into "Username"
// expect: SignUpForm body: 'k' '' 0 chars, focus username, valid false
// expect: SignUpForm body: 'ki' '' 0 chars, focus username, valid false
// expect: SignUpForm body: 'kim' '' 0 chars, focus username, valid false
:submit "Username"
// expect: SignUpForm body: 'kim' '' 0 chars, focus email, valid false
:type "k@x" into "Email"
// expect: SignUpForm body: 'kim' 'k' 0 chars, focus email, valid false
// expect: SignUpForm body: 'kim' 'k@' 0 chars, focus email, valid false
// expect: SignUpForm body: 'kim' 'k@x' 0 chars, focus email, valid false
:submit "Email"
// expect: SignUpForm body: 'kim' 'k@x' 0 chars, focus password, valid false
:type "abcd" into "Password"
// expect: SignUpForm body: 'kim' 'k@x' 1 chars, focus password, valid false
// expect: SignUpForm body: 'kim' 'k@x' 2 chars, focus password, valid false
// expect: SignUpForm body: 'kim' 'k@x' 3 chars, focus password, valid false
// expect: SignUpForm body: 'kim' 'k@x' 4 chars, focus password, valid true
:submit "Password"
// expect: Creating account for kim
// expect: SignUpForm body: 'kim' 'k@x' 4 chars, focus none, valid true
:tap "Create Account"
// expect: Creating account for kim
