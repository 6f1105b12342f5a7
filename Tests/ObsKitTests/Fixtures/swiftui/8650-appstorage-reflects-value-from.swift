// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (AppStorage reflects a value from UserDefaults: the default is not stored, a write through one view stores it under the key and updates another view that reads the same key)
import SwiftUI

struct ProfileEditor: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        Button("Sign in as Taylor") { username = "Taylor" }
    }
}

struct Greeting: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        Text("Welcome, \(username)!")
            .onChange(of: username) { oldValue, newValue in
                print("greeting: \(oldValue) -> \(newValue)")
            }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Greeting()
            ProfileEditor()
        }
    }
}

:mount ContentView()
print(UserDefaults.standard.string(forKey: "username") ?? "nothing stored")
:tap "Sign in as Taylor"
print(UserDefaults.standard.string(forKey: "username") ?? "nothing stored")
// expect: nothing stored
// expect: greeting: Anonymous -> Taylor
// expect: Taylor
