// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/submitscope(_:) (submitScope() keeps the Tags field from submitting the form)
// Apple's submitScope(_:) page: "Use this modifier when you want to avoid specific submission triggers from
// triggering a submission action"; its example's "Tags" field, marked `.submitScope()`, does not trigger the form's
// onSubmit, while Return in the username or password field does. The view model is an ObservableObject owned by
// @StateObject; the fields bind to its @Published strings through `$viewModel`.
// - Return in Username while the password is empty (validate fails); type, Return in Tags (nothing); type the
//   password, Return in Password (validates and logs in).
import SwiftUI

final class LoginViewModel: ObservableObject {
    @Published var userName = ""
    @Published var password = ""
    @Published var tags = ""

    func validate() -> Bool {
        let ok = !userName.isEmpty && !password.isEmpty
        print("validate: \(ok)")
        return ok
    }

    func login() {
        print("logging in as \(userName), tags \(tags)")
    }
}

struct LoginForm: View {
    @StateObject private var viewModel = LoginViewModel()

    var body: some View {
        Form {
            TextField("Username", text: $viewModel.userName)
            SecureField("Password", text: $viewModel.password)

            TextField("Tags", text: $viewModel.tags)
                .submitScope()
        }
        .onSubmit {
            guard viewModel.validate() else { return }
            viewModel.login()
        }
    }
}

:mount LoginForm()
:type "ana" into "Username"
:submit "Username"
// expect: validate: false
:type "ios" into "Tags"
:submit "Tags"
:type "pw" into "Password"
:submit "Password"
// expect: validate: true
// expect: logging in as ana, tags ios
