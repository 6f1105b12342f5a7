// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment (a custom DynamicProperty that reads an @Observable model with @Environment(Session.self): the view re-renders when the property its body read through the wrapper changes, not when another property of the model changes)
import SwiftUI
import Observation

@Observable
final class Session {
    var userName = "guest"
    var loginCount = 0
}

@propertyWrapper
struct CurrentUser: DynamicProperty {
    @Environment(Session.self) private var session
    var wrappedValue: String { session.userName }
}

struct Greeting: View {
    @CurrentUser var user: String

    var body: some View {
        let _ = print("Greeting: hello \(user)")
        Text("Hello \(user)")
    }
}

struct AppRoot: View {
    @State private var session = Session()

    var body: some View {
        VStack {
            Button("Count") { session.loginCount += 1 }
            Button("Log in") { session.userName = "ada" }
            Greeting()
        }
        .environment(session)
    }
}

:mount AppRoot()
:tap "Count"
:tap "Log in"
:tap "Count"
// expect: Greeting: hello guest
// expect: Greeting: hello ada
