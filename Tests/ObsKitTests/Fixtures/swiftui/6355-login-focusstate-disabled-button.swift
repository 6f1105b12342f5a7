// A login form as in Sean Allen's and Kodeco's FocusState lessons: focused(_:equals:) on an email TextField and a SecureField, onSubmit on the email field moves the focus to the password, a Sign In button disabled until the input is valid, onChange(of:) on the validity (Apple: FocusState, View.focused(_:equals:), onSubmit(of:_:), View.disabled(_:); README :type focuses the field, :submit presses Return)
import SwiftUI

enum LoginField: Hashable {
    case email
    case password
}

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var attempts = 0
    @FocusState private var focusedField: LoginField?

    var isValid: Bool {
        email.contains("@") && password.count >= 6
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle.bold())
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
                .onSubmit {
                    focusedField = .password
                }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .onSubmit(signIn)
            Button("Sign In", action: signIn)
                .buttonStyle(.borderedProminent)
                .disabled(!isValid)
            Button("Where") {
                print("focus: \(describe(focusedField))")
            }
        }
        .textFieldStyle(.roundedBorder)
        .padding()
        .onChange(of: isValid) {
            print("valid: \(isValid)")
        }
    }

    func signIn() {
        guard isValid else {
            print("not valid yet")
            return
        }
        attempts += 1
        focusedField = nil
        print("signing in \(email) (attempt \(attempts))")
    }

    func describe(_ field: LoginField?) -> String {
        switch field {
        case .email: return "email"
        case .password: return "password"
        case nil: return "none"
        }
    }
}

:mount LoginView()
:tap "Where"
:type "amy@mail.com" into "Email"
:tap "Where"
:submit "Email"
:tap "Where"
:type "abc" into "Password"
:submit "Password"
:type "def" into "Password"
:tap "Sign In"
:tap "Where"

// expect: focus: none
// expect: focus: email
// expect: focus: password
// expect: not valid yet
// expect: valid: true
// expect: signing in amy@mail.com (attempt 1)
// expect: focus: none
