// @AppStorage shared by key between two views (a greeting and a settings form), and a launch counter
// bumped in onAppear, as "persist a setting" tutorials write it.
// Expected: the greeting re-runs at every write to "username", made by the other view's field (rules
// §15.14: one value per key; a view re-runs when its key's value changes); the declared default is used
// until a value is written.
import SwiftUI

struct GreetingHeader: View {
    @AppStorage("username") private var username = "Guest"

    var body: some View {
        let _ = Self._printChanges()
        Text("Hello, \(username)!")
            .font(.title)
    }
}

struct AccountSettings: View {
    @AppStorage("username") private var username = "Guest"
    @AppStorage("launchCount") private var launchCount = 0

    var body: some View {
        Form {
            TextField("Username", text: $username)
            Text("Opened \(launchCount) times")
            Button("Reset name") { username = "Guest" }
        }
        .onAppear { launchCount += 1 }
    }
}

struct AccountScreen: View {
    var body: some View {
        VStack {
            GreetingHeader()
            AccountSettings()
        }
    }
}

:mount AccountScreen()
:clear "Username"
:type "Jo" into "Username"
:tap "Reset name"

// expect: GreetingHeader: @self, @identity, _username changed.
// expect: GreetingHeader: _username changed.
// expect: GreetingHeader: _username changed.
// expect: GreetingHeader: _username changed.
// expect: GreetingHeader: _username changed.
