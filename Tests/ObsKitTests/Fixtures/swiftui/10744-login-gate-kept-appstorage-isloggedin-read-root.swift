// App-organization style: the login gate kept in @AppStorage("isLoggedIn"), read by the root and written by the login and account screens (two screens sharing one key); the root switches branches, the login screen's @StateObject form is released and a new one made on the way back
import SwiftUI

final class LoginFormModel: ObservableObject {
    @Published var email = ""
    init() { print("LoginFormModel init") }
    deinit { print("LoginFormModel deinit") }
}

struct LoginPage: View {
    @AppStorage("isLoggedIn") private var isLoggedIn = false
    @StateObject private var form = LoginFormModel()

    var body: some View {
        let _ = print("LoginPage body")
        VStack {
            TextField("Email", text: $form.email)
            Button("Log In") { isLoggedIn = true }
        }
    }
}

struct AccountPage: View {
    @AppStorage("isLoggedIn") private var isLoggedIn = false

    var body: some View {
        let _ = print("AccountPage body")
        Button("Log Out") { isLoggedIn = false }
    }
}

struct LaunchRoot: View {
    @AppStorage("isLoggedIn") private var isLoggedIn = false

    var body: some View {
        let _ = print("LaunchRoot body: \(isLoggedIn)")
        if isLoggedIn {
            AccountPage()
        } else {
            LoginPage()
        }
    }
}

@main
struct LaunchApp: App {
    var body: some Scene {
        WindowGroup {
            LaunchRoot()
        }
    }
}

:mount LaunchApp()
// expect: LaunchRoot body: false
// expect: LoginFormModel init
// expect: LoginPage body
:type "x" into "Email"
// expect: LoginPage body
:tap "Log In"
// expect: LaunchRoot body: true
// expect: LoginFormModel deinit
// expect: AccountPage body
:tap "Log Out"
// expect: LaunchRoot body: false
// expect: LoginFormModel init
// expect: LoginPage body
print(UserDefaults.standard.bool(forKey: "isLoggedIn"))
// expect: false
