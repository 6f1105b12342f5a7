// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:) ("Login failed." alert driven by didFail)
// Apple's alert(_:isPresented:actions:) page: "a login form conditionally presents an alert by setting the didFail
// state variable. When the form sets the value to true, the system displays an alert with an OK action"; the binding:
// "When the user presses or taps one of the alert's actions, the system sets this value to false and dismisses."
// onChange(of: didFail) shows the flag moving both ways.
// - Wrong password, Log In (alert), OK; right password, Log In.
import SwiftUI

struct LoginForm: View {
    @Binding var didFail: Bool
    @State private var password = ""

    var body: some View {
        VStack {
            SecureField("Password", text: $password)
            Button("Log In") {
                if password == "swordfish" {
                    print("welcome")
                } else {
                    print("wrong password")
                    didFail = true
                }
            }
        }
    }
}

struct LoginView: View {
    @State private var didFail = false
    let alertTitle: String = "Login failed."

    var body: some View {
        LoginForm(didFail: $didFail)
            .alert(
                alertTitle,
                isPresented: $didFail
            ) {
                Button("OK") {
                    print("acknowledged")
                }
            }
            .onChange(of: didFail) { _, newValue in
                print("didFail: \(newValue)")
            }
    }
}

:mount LoginView()
:type "abc" into "Password"
:tap "Log In"
// expect: wrong password
// expect: didFail: true
:tap "OK"
// expect: acknowledged
// expect: didFail: false
:clear "Password"
:type "swordfish" into "Password"
:tap "Log In"
// expect: welcome
