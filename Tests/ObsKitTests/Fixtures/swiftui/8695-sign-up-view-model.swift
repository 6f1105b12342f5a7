// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/assign(to:) (a sign-up view model combines $username and $password with CombineLatest, maps them to a Bool and republishes it into @Published isFormValid with assign(to: &$isFormValid); the Sign Up button's disabled state follows)
import SwiftUI
import Combine

final class SignUpViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published private(set) var isFormValid = false

    init() {
        Publishers.CombineLatest($username, $password)
            .map { name, password in name.count >= 3 && password.count >= 4 }
            .removeDuplicates()
            .assign(to: &$isFormValid)
    }
}

struct SignUpView: View {
    @StateObject private var viewModel = SignUpViewModel()

    var body: some View {
        Form {
            TextField("Username", text: $viewModel.username)
            SecureField("Password", text: $viewModel.password)
            Button("Sign Up") { print("signing up \(viewModel.username)") }
                .disabled(!viewModel.isFormValid)
        }
        .onChange(of: viewModel.isFormValid) { _, valid in
            print("form valid: \(valid)")
        }
    }
}

:mount SignUpView()
:type "sam" into "Username"
:type "1234" into "Password"
:tap "Sign Up"
:clear "Username"
// expect: form valid: true
// expect: signing up sam
// expect: form valid: false
