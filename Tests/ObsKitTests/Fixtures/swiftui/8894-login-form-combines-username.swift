// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/assign(to:) (a login form combines $username and $password, maps them to a Bool and republishes it with assign(to: &$canSubmit); a removeDuplicates sink reports only when the answer flips)
import SwiftUI
import Combine

final class LoginForm: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var canSubmit = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $canSubmit
            .removeDuplicates()
            .sink { print("canSubmit \($0)") }
            .store(in: &cancellables)
        Publishers.CombineLatest($username, $password)
            .map { user, pass in user.count >= 3 && pass.count >= 4 }
            .assign(to: &$canSubmit)
    }
}

struct LoginView: View {
    @StateObject private var form = LoginForm()

    var body: some View {
        VStack {
            TextField("User", text: $form.username)
            SecureField("Password", text: $form.password)
            Text(form.canSubmit ? "Ready" : "Fill in both")
        }
    }
}

:mount LoginView()
:type "bob" into "User"
:type "pass" into "Password"
:clear "User"
// expect: canSubmit false
// expect: canSubmit true
// expect: canSubmit false
