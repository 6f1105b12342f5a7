// Issue 13 (B), @AppStorage: a value stored in UserDefaults.standard under a key. Every view using the key
// sees every write and re-runs; a default value is not written, so two views with different defaults show
// their own default until something writes the key. In ObsREPL the store is in memory for the session
// (shared by key across views and mounts, and with UserDefaults.standard), never on disk.
// Source: https://developer.apple.com/documentation/swiftui/appstorage ("reflects a value from UserDefaults
// and invalidates a view on a change in value in that user default"; init(wrappedValue:_:store:): the
// wrapped value is the default used while the key has no value). Rules §3.
import SwiftUI

struct Greeting: View {
    @AppStorage("username") private var username = "Guest"
    var body: some View {
        let _ = print("Greeting: '\(username)'")
        Text("Hello, \(username)")
    }
}

struct NameEditor: View {
    @AppStorage("username") private var username = "Anonymous"
    var body: some View {
        TextField("Username", text: $username)
    }
}

struct ProfileScreen: View {
    var body: some View {
        VStack {
            Greeting()
            NameEditor()
        }
    }
}

:mount ProfileScreen()
:clear "Username"
:type "Kim" into "Username"
print(UserDefaults.standard.string(forKey: "username") ?? "no value")
:mount Greeting()

// expect: Greeting: 'Guest'
// expect: Greeting: ''
// expect: Greeting: 'K'
// expect: Greeting: 'Ki'
// expect: Greeting: 'Kim'
// expect: Kim
// expect: Greeting: 'Kim'
