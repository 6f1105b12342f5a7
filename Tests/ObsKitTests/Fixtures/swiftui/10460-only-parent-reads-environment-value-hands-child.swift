// environment and custom wrappers style: only the parent reads the environment value and hands it to a child that copies it into its own @State; when the value changes the parent runs and the child's body runs too (its initial value differs), but the child's state was made once and still shows the first name (rules §14.2, §3.2, §2.5)
// pitfall (on purpose): the child keeps an environment-derived value in @State(initialValue:), so it never updates
import SwiftUI

extension EnvironmentValues {
    @Entry var signedInName: String = "Guest"
}

struct WelcomeBanner: View {
    @State private var name: String

    init(name: String) {
        _name = State(initialValue: name)
    }

    var body: some View {
        let _ = print("WelcomeBanner body: \(name)")
        Text("Welcome, \(name)")
    }
}

struct WelcomeSection: View {
    @Environment(\.signedInName) private var signedInName

    var body: some View {
        let _ = print("WelcomeSection body: \(signedInName)")
        WelcomeBanner(name: signedInName)
    }
}

struct AppShell: View {
    @State private var user = "Ana"

    var body: some View {
        VStack {
            Button("Switch user") { user = "Ben" }
            WelcomeSection()
        }
        .environment(\.signedInName, user)
    }
}

:mount AppShell()
// expect: WelcomeSection body: Ana
// expect: WelcomeBanner body: Ana
:tap "Switch user"
// expect: WelcomeSection body: Ben
// expect: WelcomeBanner body: Ana
