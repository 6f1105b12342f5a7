// architecture style: a sign-up form view model (ObservableObject) with a computed `isValid`, a protocol-typed service injected through the screen's init, a submit button disabled until the form is valid; submitting clears the password (rules §6.3, §5.1, §15.11, §4.1)
import SwiftUI

protocol SignUpService {
    func register(email: String)
}

final class RecordingSignUpService: SignUpService {
    private(set) var registered: [String] = []

    func register(email: String) {
        registered.append(email)
        print("registered \(email)")
    }
}

@MainActor
final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    private let service: SignUpService

    var isValid: Bool { email.contains("@") && password.count >= 4 }

    init(service: SignUpService) { self.service = service }

    func submit() {
        service.register(email: email)
        password = ""
    }
}

struct SignUpForm: View {
    @StateObject private var viewModel: SignUpViewModel

    init(service: SignUpService) {
        _viewModel = StateObject(wrappedValue: SignUpViewModel(service: service))
    }

    var body: some View {
        let _ = print("SignUpForm body: valid=\(viewModel.isValid)")
        Form {
            TextField("Email", text: $viewModel.email)
            SecureField("Password", text: $viewModel.password)
            Button("Create account") { viewModel.submit() }
                .disabled(!viewModel.isValid)
        }
    }
}

:mount SignUpForm(service: RecordingSignUpService())
// expect: SignUpForm body: valid=false
:type "a@b" into "Email"
// expect: SignUpForm body: valid=false
// expect: SignUpForm body: valid=false
// expect: SignUpForm body: valid=false
:type "pass" into "Password"
// expect: SignUpForm body: valid=false
// expect: SignUpForm body: valid=false
// expect: SignUpForm body: valid=false
// expect: SignUpForm body: valid=true
:tap "Create account"
// expect: registered a@b
// expect: SignUpForm body: valid=false
:tap "Create account"
// expect-error: button "Create account" is disabled
