// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (an @AppStorage property reads its default value while the user default has no value for the key; writing it stores the value in UserDefaults)
import SwiftUI

struct WelcomeView: View {
    @AppStorage("username") private var username: String = "Anonymous"

    var body: some View {
        VStack {
            Text("Welcome, \(username)!")
            Button("Log in") { username = "@taylor" }
            Button("Show") {
                let stored = UserDefaults.standard.string(forKey: "username") ?? "nothing"
                print("wrapper \(username), defaults \(stored)")
            }
        }
    }
}

:mount WelcomeView()
:tap "Show"
:tap "Log in"
:tap "Show"
// expect: wrapper Anonymous, defaults nothing
// expect: wrapper @taylor, defaults @taylor
