// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) (a login form: @FocusState over an optional enum, Return moves to the next field, the last one signs in)
// `.focused($focus, equals: .username)` sets the state to .username when that field gains focus, and writing
// `.password` moves the focus there. The form's onSubmit runs when Return is pressed in either field: from
// the username it moves the focus to the password; from the password it signs in and clears the focus.
// onChange(of: focus) prints each move (old and new value).
// - Typing into Username focuses it: none -> username.
// - Return in Username: username -> password (one change: the action picks the next field).
// - Return in Password: "signing in ana" then password -> none.
import SwiftUI

enum LoginField: Hashable {
    case username, password
}

struct LoginScreen: View {
    @State private var username = ""
    @State private var password = ""
    @FocusState private var focus: LoginField?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focus, equals: .username)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.go)
        }
        .onSubmit {
            if focus == .username {
                focus = .password
            } else {
                print("signing in \(username) with \(password.count) characters")
                focus = nil
            }
        }
        .onChange(of: focus) { oldFocus, newFocus in
            print("focus \(name(of: oldFocus)) -> \(name(of: newFocus))")
        }
    }

    private func name(of field: LoginField?) -> String {
        guard let field else { return "none" }
        return "\(field)"
    }
}

:mount LoginScreen()
:type "ana" into "Username"
// expect: focus none -> username
:submit "Username"
// expect: focus username -> password
:type "secret" into "Password"
:submit "Password"
// expect: signing in ana with 6 characters
// expect: focus password -> none
