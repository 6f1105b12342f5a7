// @FocusState with an optional Hashable enum, .focused(_:equals:), .onSubmit moving focus to the next field,
// and .submitLabel (Apple's FocusState documentation example, a login form).
// Expected: focusing "Username" sets focusedField = .username; submitting it moves focus to .password;
// submitting the password runs signIn(), which clears the focus (focusedField = nil).
// Source: https://developer.apple.com/documentation/swiftui/focusstate ;
// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
import SwiftUI

struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
            Button("Sign In") { signIn() }
            Text("focus: \(String(describing: focusedField))")
        }
        .onSubmit {
            if focusedField == .username {
                focusedField = .password
            } else {
                signIn()
            }
        }
        .onChange(of: focusedField) { old, new in
            print("focus \(String(describing: old)) -> \(String(describing: new))")
        }
    }

    func signIn() {
        if username.isEmpty {
            focusedField = .username
        } else if password.isEmpty {
            focusedField = .password
        } else {
            print("signing in \(username)")
            focusedField = nil
        }
    }
}

:mount LoginForm()
:type "taylor" into "Username"
:submit "Username"
:type "hunter2" into "Password"
:submit "Password"
:tree

// expect: focus nil -> Optional(main.LoginForm.Field.username)
// expect: focus Optional(main.LoginForm.Field.username) -> Optional(main.LoginForm.Field.password)
// expect: signing in taylor
// expect: focus Optional(main.LoginForm.Field.password) -> nil
// expect: LoginForm#1
// expect:   Form  .onSubmit .onChange
// expect:     TextField "Username" = "taylor"  .focused .submitLabel
// expect:     SecureField "Password" = "hunter2"  .focused .submitLabel
// expect:     Button "Sign In"
// expect:     Text "focus: nil"
