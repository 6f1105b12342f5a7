// Sign-up form: a button whose action starts `Task { await viewModel.submit() }`, disabled while the request runs,
// with an `ObservableObject` view model, as many MVVM tutorials write it. Own code.
// What SwiftUI does: typing writes the `@Published` email through `$viewModel.email`, one body per keystroke (rules
// §9.2, §6.5, §15.10). The tap's action changes nothing itself; the task starts after the turn's (empty) update and
// publishes `isSubmitting` before its first wait, so the body runs then (rules §10.1, §6.3). A second later the two
// writes after the await make one body run (rules §10.1). While submitting, the button is disabled: a tap on it is an
// error (rules §15.11, ObsREPL's choice).
// Sources: rules §6.3, §6.5, §9.2, §10.1, §15.10, §15.11; https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

@MainActor
final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var isSubmitting = false
    @Published var message: String?

    func submit() async {
        isSubmitting = true
        print("submitting \(email)")
        try? await Task.sleep(for: .seconds(1))
        message = "Welcome, \(email)!"
        isSubmitting = false
        print("submit finished")
    }
}

struct SignUpView: View {
    @StateObject private var viewModel = SignUpViewModel()

    var body: some View {
        let _ = print("SignUpView body: submitting \(viewModel.isSubmitting), message \(viewModel.message ?? "none")")
        Form {
            TextField("Email", text: $viewModel.email)
            Button("Sign up") {
                Task {
                    await viewModel.submit()
                }
            }
            .disabled(viewModel.isSubmitting || viewModel.email.isEmpty)
            if let message = viewModel.message {
                Text(message)
            }
        }
    }
}

:mount SignUpView()
// expect: SignUpView body: submitting false, message none
:type "jo@x" into "Email"
// expect: SignUpView body: submitting false, message none
// expect: SignUpView body: submitting false, message none
// expect: SignUpView body: submitting false, message none
// expect: SignUpView body: submitting false, message none
:tap "Sign up"
// expect: submitting jo@x
// expect: SignUpView body: submitting true, message none
:advance 1s
// expect: submit finished
// expect: SignUpView body: submitting false, message Welcome, jo@x!
:tap "Sign up"
// expect: submitting jo@x
// expect: SignUpView body: submitting true, message Welcome, jo@x!
:tap "Sign up"
// expect-error: button "Sign up" is disabled
