// SwiftUI from Apple's documentation: a Sign In button moves focus by writing an enum @FocusState bound with focused(_:equals:)
// Apple, FocusState (https://developer.apple.com/documentation/swiftui/focusstate): "Setting the property's value
// programmatically has the reverse effect, causing focus to move to the view associated with the updated value." ... "when
// the user presses the Sign In button and one of the fields is still empty, focus moves to that field."
// Apple, focused(_:equals:) (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)): "If a caller sets
// the state value programmatically to the matching value, then focus moves to the modified view."
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
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .username
                } else if password.isEmpty {
                    focusedField = .password
                } else {
                    print("signing in \(username)")
                }
            }
        }
        .onChange(of: focusedField) { oldValue, newValue in
            print("focus \(oldValue.map { "\($0)" } ?? "none") -> \(newValue.map { "\($0)" } ?? "none")")
        }
    }
}

:mount LoginForm()
:tap "Sign In"
:type "amy" into "Username"
:tap "Sign In"
// expect: focus none -> username
// expect: focus username -> password
