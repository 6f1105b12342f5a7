// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/submitscope(_:) (a Form-wide onSubmit that the Tags field does not trigger)
// Apple's submitScope example: one `.onSubmit` on the whole Form validates and logs in; the Tags field is marked
// `.submitScope()`.
// - https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:): "You may set this action on an individual
//   view or an entire view hierarchy": Return in Username or Password runs it.
// - submitScope(_:) "Prevents submission triggers originating from this view to invoke a submission action
//   configured by a submission modifier higher up in the view hierarchy": Return in Tags runs nothing.
import SwiftUI

final class LoginViewModel: ObservableObject {
    @Published var userName = ""
    @Published var password = ""
    @Published var tags = ""

    func validate() -> Bool {
        let ok = !userName.isEmpty && !password.isEmpty
        print("validate: \(ok ? "ok" : "incomplete")")
        return ok
    }

    func login() {
        print("login \(userName), tags '\(tags)'")
    }
}

struct LoginScreen: View {
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

:mount LoginScreen()
:type "kim" into "Username"
:submit "Username"
// expect: validate: incomplete
:type "news" into "Tags"
:submit "Tags"
:type "pw" into "Password"
:submit "Password"
// expect: validate: ok
// expect: login kim, tags 'news'
