// Apple "FocusState" and "focused(_:equals:)" (move focus to the next field in onSubmit); Swift with Majid focus management; rules §15.10, §15.14, §3.5
import SwiftUI

struct LoginForm: View {
    enum Field: Hashable {
        case username, password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focused: Field?

    func label(_ field: Field?) -> String {
        switch field {
        case .username: return "username"
        case .password: return "password"
        case nil: return "none"
        }
    }

    var body: some View {
        let _ = print("body: focus \(label(focused))")
        Form {
            TextField("Username", text: $username)
                .focused($focused, equals: .username)
                .onSubmit {
                    print("submit username")
                    focused = .password
                }
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .onSubmit {
                    print("submit password")
                    print("login \(username) with \(password.count) characters")
                }
        }
        .onChange(of: focused) { oldValue, newValue in
            print("focus \(label(oldValue)) -> \(label(newValue))")
        }
    }
}

:mount LoginForm()
:focus "Username"
:type "ada" into "Username"
:submit "Username"
:type "pw" into "Password"
:submit "Password"

// expect: body: focus none
// expect: body: focus username
// expect: focus none -> username
// expect: submit username
// expect: body: focus password
// expect: focus username -> password
// expect: submit password
// expect: login ada with 2 characters
// expect: body: focus none
// expect: focus password -> none
