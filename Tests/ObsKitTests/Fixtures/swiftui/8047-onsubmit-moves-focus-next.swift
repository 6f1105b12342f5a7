// SwiftUI from Apple's documentation: an onSubmit that sets the FocusState to the next field leaves the focus in that next field
// Apple, FocusState (https://developer.apple.com/documentation/swiftui/focusstate): "Setting the property's value programmatically
// has the reverse effect, causing focus to move to the view associated with the updated value." Apple, View.onSubmit(of:_:)
// (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): a TextField "will trigger this action when the user hits
// the hardware or software return key." The action runs on Return and moves the focus: Username -> Password (the usual form pattern).
import SwiftUI

enum LoginField: Hashable {
    case username, password
}

struct LoginForm: View {
    @State private var username = ""
    @State private var password = ""
    @FocusState private var focus: LoginField?

    var body: some View {
        let _ = print("LoginForm body: focus \(focus.map { "\($0)" } ?? "none")")
        VStack {
            TextField("Username", text: $username)
                .focused($focus, equals: .username)
                .onSubmit {
                    print("submitted username")
                    focus = .password
                }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
        }
    }
}

:mount LoginForm()
// expect: LoginForm body: focus none
:focus "Username"
// expect: LoginForm body: focus username
:submit "Username"
// expect: submitted username
// expect: LoginForm body: focus password
