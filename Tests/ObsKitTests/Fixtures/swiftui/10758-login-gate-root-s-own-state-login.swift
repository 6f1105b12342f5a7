// App-organization style: a login gate in the root's own @State, the login screen given closures for success and failure; a failed attempt re-runs the root (it shows the attempt count), and the login screen, handed new closures, runs again (@self); success switches branches; typing does not run the login screen (its body only hands $password to the field)
// corrected: typing into the SecureField runs no body: LoginView's body never reads password (it only makes $password; the button reads it in an action), so by rules §3.5 (and scenario T3) its @State change queues no body run; I had expected `LoginView: _password changed.` per keystroke
import SwiftUI

struct LoginView: View {
    let onSuccess: () -> Void
    let onFailure: () -> Void
    @State private var password = ""

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            SecureField("Password", text: $password)
            Button("Log In") {
                if password == "swift" { onSuccess() } else { onFailure() }
            }
        }
    }
}

struct WelcomeView: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Welcome!")
    }
}

struct GateRoot: View {
    @State private var loggedIn = false
    @State private var failedAttempts = 0

    var body: some View {
        let _ = print("GateRoot body: failed \(failedAttempts)")
        if loggedIn {
            WelcomeView()
        } else {
            VStack {
                Text("Failed attempts: \(failedAttempts)")
                LoginView(onSuccess: { loggedIn = true },
                          onFailure: { failedAttempts += 1 })
            }
        }
    }
}

@main
struct GateApp: App {
    var body: some Scene {
        WindowGroup {
            GateRoot()
        }
    }
}

:mount GateApp()
// expect: GateRoot body: failed 0
// expect: LoginView: @self, @identity, _password changed.
:type "abc" into "Password"
:tap "Log In"
// expect: GateRoot body: failed 1
// expect: LoginView: @self changed.
:clear "Password"
:type "swift" into "Password"
:tap "Log In"
// expect: GateRoot body: failed 1
// expect: WelcomeView: @self changed.
