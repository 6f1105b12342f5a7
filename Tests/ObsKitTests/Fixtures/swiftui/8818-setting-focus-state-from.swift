// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate (setting the focus state from an onSubmit action causes focus to move to the view associated with the new value: submitting the username moves focus to the password field)
import SwiftUI

struct TwoStepLogin: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button("Where") {
                print("focus: \(focusedField.map { "\($0)" } ?? "none")")
            }
        }
    }
}

:mount TwoStepLogin()
:type "lee" into "Username"
:tap "Where"
:submit "Username"
:tap "Where"
// expect: focus: username
// expect: focus: password
