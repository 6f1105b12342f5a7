// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (the "Login failed." example: all actions in an alert dismiss it after the action runs, so the OK action still sees didFail true, and afterwards the system has set the binding to false)
import SwiftUI

struct LoginView: View {
    @Binding var didFail: Bool

    var body: some View {
        Button("Log In") { didFail = true }
    }
}

struct ContentView: View {
    @State private var didFail = false
    let alertTitle: String = "Login failed."

    var body: some View {
        VStack {
            LoginView(didFail: $didFail)
            Button("Status") { print("didFail is \(didFail)") }
        }
        .alert(
            alertTitle,
            isPresented: $didFail
        ) {
            Button("OK") {
                print("OK tapped while didFail is \(didFail)")
            }
        } message: {
            Text("Please check your credentials and try again.")
        }
    }
}

:mount ContentView()
:tap "Status"
:tap "Log In"
:tap "OK"
:tap "Status"
// expect: didFail is false
// expect: OK tapped while didFail is true
// expect: didFail is false
