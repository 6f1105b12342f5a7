// Hacking with Swift, "What is the @AppStorage property wrapper?", https://www.hackingwithswift.com/quick-start/swiftui/what-is-the-appstorage-property-wrapper — two views on @AppStorage("username"): typing in one updates the other, the editor that only passes $username on does not run, and removing the key brings back the declared default
// @AppStorage reads and writes UserDefaults.standard under its key and re-runs a view that reads the value when it
// changes; the default is used while the key has no value and is not written (rules §15.14). The editor only
// hands $username to its TextField, so, as with @State, it does not run again (§15.14 choice).
import SwiftUI

struct WelcomeBanner: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        let _ = print("WelcomeBanner body: Welcome, '\(username)'")
        Text("Welcome, \(username)")
    }
}

struct UsernameEditor: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        let _ = print("UsernameEditor body")
        TextField("Username", text: $username)
    }
}

struct AccountScreen: View {
    var body: some View {
        VStack {
            WelcomeBanner()
            UsernameEditor()
            Button("Print stored") {
                print("stored: \(UserDefaults.standard.string(forKey: "username") ?? "nothing")")
            }
            Button("Forget") {
                UserDefaults.standard.removeObject(forKey: "username")
            }
        }
    }
}

:mount AccountScreen()
// expect: WelcomeBanner body: Welcome, 'Anonymous'
// expect: UsernameEditor body
:tap "Print stored"
// expect: stored: nothing
:clear "Username"
// expect: WelcomeBanner body: Welcome, ''
:type "Jo" into "Username"
// expect: WelcomeBanner body: Welcome, 'J'
// expect: WelcomeBanner body: Welcome, 'Jo'
:tap "Print stored"
// expect: stored: Jo
:tap "Forget"
// expect: WelcomeBanner body: Welcome, 'Anonymous'
:tap "Print stored"
// expect: stored: nothing
