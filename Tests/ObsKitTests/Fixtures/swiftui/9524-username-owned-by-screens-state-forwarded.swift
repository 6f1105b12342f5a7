// SwiftUI from a community tutorial: https://swiftable-astro.pages.dev/blog/passing-bindings-through-multiple-layers (a username owned by the screen's @State, forwarded as @Binding through a section to the row that edits it)
// The tutorial keeps `@State private var username = "Pascal"` in ProfileScreen and forwards `$username` through
// ProfileSection to UsernameRow, whose TextField edits it: "We will keep ownership at the top and forward bindings
// through layers." Apple's Binding page: a binding "connects a property to a source of truth stored elsewhere". So a
// keystroke in the row and a button in the row both change the screen's state, and the screen's onChange sees each.
// - Type "!" in the row; uppercase it from the row; reset it from the screen.
import SwiftUI

struct ProfileScreen: View {
    @State private var username = "Pascal"

    var body: some View {
        VStack {
            Text("Signed in as \(username)")
            ProfileSection(username: $username)
            Button("Reset name") { username = "Pascal" }
        }
        .onChange(of: username) { oldValue, newValue in
            print("screen: \(oldValue) -> \(newValue)")
        }
    }
}

struct ProfileSection: View {
    @Binding var username: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Account")
                .font(.headline)
            UsernameRow(username: $username)
        }
        .padding()
    }
}

struct UsernameRow: View {
    @Binding var username: String

    var body: some View {
        HStack {
            Text("Username")
            Spacer()
            TextField("Username", text: $username)
                .multilineTextAlignment(.trailing)
            Button("Uppercase") {
                username = username.uppercased()
                print("row set \(username)")
            }
        }
    }
}

:mount ProfileScreen()
:type "!" into "Username"
// expect: screen: Pascal -> Pascal!
:tap "Uppercase"
// expect: row set PASCAL!
// expect: screen: Pascal! -> PASCAL!
:tap "Reset name"
// expect: screen: PASCAL! -> Pascal
:tap "Reset name"
