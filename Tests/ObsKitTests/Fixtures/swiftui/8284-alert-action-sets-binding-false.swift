// SwiftUI from Apple's documentation: tapping an alert's action sets its isPresented binding back to false
// Apple, alert(_:isPresented:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka):
// isPresented: "A binding to a Boolean value that determines whether to present the alert. When the user presses or taps
// one of the alert's actions, the system sets this value to false and dismisses." (Apple's example: a login form that
// presents an alert by setting `didFail`, with an "OK" action)
import SwiftUI

struct LoginForm: View {
    @State private var didFail = false
    var body: some View {
        VStack {
            Button("Log In") { didFail = true }
            Button("Status") { print("didFail=\(didFail)") }
        }
        .alert("Login failed.", isPresented: $didFail) {
            Button("OK") { print("OK tapped") }
        }
    }
}

:mount LoginForm()
:tap "Log In"
:tap "OK"
:tap "Status"
// expect: OK tapped
// expect: didFail=false
