// Apple docs `AppStorage`: two views declare `@AppStorage("username")`; one edits it in a TextField, the other shows it.
// AppStorage reads and writes `UserDefaults.standard` under its key and "invalidates a view on a change in value"
// (rules §15.14): each keystroke in the field writes the key and the greeting, which reads it, runs again. The declared
// default is used while the key has no value and is not written, so UserDefaults has nothing for the key until the
// first write (Apple `appstorage`; a fresh install assumed, fixture README assumption 12). The field's own view only
// passes `$username` on; it prints nothing here.
import SwiftUI

struct UsernameField: View {
    @AppStorage("username") private var username = "anonymous"

    var body: some View {
        TextField("Username", text: $username)
    }
}

struct Greeting: View {
    @AppStorage("username") private var username = "anonymous"

    var body: some View {
        let _ = print("greeting body '\(username)'")
        Text("Hello, \(username)")
    }
}

struct ProfileScreen: View {
    var body: some View {
        VStack {
            UsernameField()
            Greeting()
            Button("Check defaults") {
                print("stored: \(UserDefaults.standard.string(forKey: "username") ?? "nil")")
            }
        }
    }
}

:mount ProfileScreen()
// expect: greeting body 'anonymous'
:tap "Check defaults"
// expect: stored: nil
:clear "Username"
// expect: greeting body ''
:type "Al" into "Username"
// expect: greeting body 'A'
// expect: greeting body 'Al'
:tap "Check defaults"
// expect: stored: Al
