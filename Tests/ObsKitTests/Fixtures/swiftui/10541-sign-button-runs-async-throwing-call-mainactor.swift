// async-in-views style: a sign-in button runs an async throwing call on a @MainActor @Observable model inside Task { }; typing into a field bound with $username runs no body (the body never reads it), the model's progress and error do (rules §3.5, §8)
import SwiftUI

struct NameTooShort: Error {}

func authenticate(_ name: String) async throws -> String {
    try await Task.sleep(for: .seconds(1))
    guard name.count >= 3 else { throw NameTooShort() }
    return name
}

@MainActor
@Observable
final class SignInModel {
    var isWorking = false
    var errorMessage: String?
    var user: String?

    func signIn(as name: String) async {
        isWorking = true
        errorMessage = nil
        do {
            user = try await authenticate(name)
        } catch {
            errorMessage = "Name too short"
        }
        isWorking = false
    }
}

struct SignInView: View {
    @State private var model = SignInModel()
    @State private var username = ""

    var body: some View {
        let _ = print("SignInView body: working=\(model.isWorking) error=\(model.errorMessage ?? "-") user=\(model.user ?? "-")")
        Form {
            TextField("Username", text: $username)
            Button("Sign In") {
                Task { await model.signIn(as: username) }
            }
            if let message = model.errorMessage {
                Text(message)
            }
        }
    }
}

:mount SignInView()
// expect: SignInView body: working=false error=- user=-
:type "al" into "Username"
:tap "Sign In"
// expect: SignInView body: working=true error=- user=-
:advance 1s
// expect: SignInView body: working=false error=Name too short user=-
:type "ex" into "Username"
:tap "Sign In"
// expect: SignInView body: working=true error=- user=-
:advance 1s
// expect: SignInView body: working=false error=- user=alex
