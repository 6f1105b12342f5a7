// Follows Apple's `AppStorage/init(wrappedValue:_:store:)` page for a String
// (https://developer.apple.com/documentation/swiftui/appstorage): "wrappedValue: The default value if a string value
// is not specified for the given key"; the wrapper "reflects a value from UserDefaults and invalidates a view on a
// change in value in that user default".
// - The default "Guest" is shown while the key has no value; a write stores the value and re-runs the view that
//   reads it; writing the value the key already holds is no change in value, so no body runs (Apple `appstorage`;
//   rules §15.14, §3.4).
// - The value lives in the user defaults, not in the view: a view mounted again reads the stored "Mia", not its
//   default (Apple `appstorage`; rules §15.14, ObsREPL keeps the defaults in memory for the session).
import SwiftUI

struct WelcomeView: View {
    @AppStorage("displayName") private var displayName = "Guest"

    var body: some View {
        let _ = print("WelcomeView body: Hello, \(displayName)")
        VStack {
            Text("Hello, \(displayName)")
            Button("Sign in as Mia") { displayName = "Mia" }
            Button("Sign out") { displayName = "Guest" }
        }
    }
}

:mount WelcomeView()
// expect: WelcomeView body: Hello, Guest
:tap "Sign in as Mia"
// expect: WelcomeView body: Hello, Mia
:tap "Sign in as Mia"
:tap "Sign out"
// expect: WelcomeView body: Hello, Guest
:tap "Sign in as Mia"
// expect: WelcomeView body: Hello, Mia
:unmount
:mount WelcomeView()
// expect: WelcomeView body: Hello, Mia
