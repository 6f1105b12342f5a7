// Follows Apple's `onSubmit(of:_:)` page (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)):
// "You may set this action on an individual view or an entire view hierarchy", with its example of a Form holding
// a TextField and a SecureField and one `.onSubmit` on the Form that validates, then logs in. Own code: a server
// login with three fields and an attempt counter.
// - A TextField or SecureField triggers the action "when the user hits the hardware or software return key"
//   (Apple, above): Return in any of the three fields runs the Form's one action (rules §15.10: the nearest
//   onSubmit with the `.text` trigger).
// - The action reads the live values (rules §3.4) and bumps `attempts`, which the body reads: its line, then one
//   body (rules §0.3, §10.1). Typing runs nothing: the body reads none of the strings (rules §3.5).
import SwiftUI

struct ServerLoginForm: View {
    @State private var server = ""
    @State private var user = ""
    @State private var token = ""
    @State private var attempts = 0

    var body: some View {
        let _ = print("ServerLoginForm body: attempts \(attempts)")
        Form {
            TextField("Server", text: $server)
            TextField("User", text: $user)
            SecureField("Token", text: $token)
        }
        .onSubmit {
            attempts += 1
            guard !server.isEmpty, !user.isEmpty, !token.isEmpty else {
                print("attempt \(attempts): missing fields")
                return
            }
            print("attempt \(attempts): connect \(user)@\(server)")
        }
    }
}

:mount ServerLoginForm()
// expect: ServerLoginForm body: attempts 0
:type "dev.local" into "Server"
:submit "Server"
// expect: attempt 1: missing fields
// expect: ServerLoginForm body: attempts 1
:type "ann" into "User"
:submit "User"
// expect: attempt 2: missing fields
// expect: ServerLoginForm body: attempts 2
:type "t0k" into "Token"
:submit "Token"
// expect: attempt 3: connect ann@dev.local
// expect: ServerLoginForm body: attempts 3
