// Sean Allen MVVM style login: an ObservableObject view model with @Published fields and an async login() started from a Button's Task; every @Published change runs the view, the button shows a loading title, a wrong password shows an error, the right one swaps in the welcome screen
import SwiftUI

@MainActor
final class LoginViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var isLoggedIn = false

    func login() async {
        isLoading = true
        errorMessage = nil
        print("login started for \(username)")
        try? await Task.sleep(for: .seconds(1))
        if password == "xy" {
            isLoggedIn = true
            print("login ok")
        } else {
            errorMessage = "Invalid credentials"
            print("login failed")
        }
        isLoading = false
    }
}

struct LoginScreen: View {
    @StateObject private var viewModel = LoginViewModel()

    var body: some View {
        let _ = print("LoginScreen body: loading=\(viewModel.isLoading) error=\(viewModel.errorMessage ?? "none") loggedIn=\(viewModel.isLoggedIn)")
        if viewModel.isLoggedIn {
            Text("Welcome, \(viewModel.username)!")
        } else {
            Form {
                TextField("Username", text: $viewModel.username)
                SecureField("Password", text: $viewModel.password)
                if let error = viewModel.errorMessage {
                    Text(error)
                }
                Button(viewModel.isLoading ? "Signing in..." : "Sign In") {
                    Task { await viewModel.login() }
                }
                .disabled(viewModel.isLoading || viewModel.username.isEmpty)
            }
        }
    }
}

:mount LoginScreen()
// expect: LoginScreen body: loading=false error=none loggedIn=false
:type "k" into "Username"
// expect: LoginScreen body: loading=false error=none loggedIn=false
:type "x" into "Password"
// expect: LoginScreen body: loading=false error=none loggedIn=false
:tap "Sign In"
// expect: login started for k
// expect: LoginScreen body: loading=true error=none loggedIn=false
:advance 1s
// expect: login failed
// expect: LoginScreen body: loading=false error=Invalid credentials loggedIn=false
:type "y" into "Password"
// expect: LoginScreen body: loading=false error=Invalid credentials loggedIn=false
:tap "Sign In"
// expect: login started for k
// expect: LoginScreen body: loading=true error=none loggedIn=false
:advance 1s
// expect: login ok
// expect: LoginScreen body: loading=false error=none loggedIn=true
