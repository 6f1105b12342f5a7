// Follows Apple's `Entry()` page (https://developer.apple.com/documentation/swiftui/entry()): `@Entry var` in an
// `extension EnvironmentValues` declares an environment value and its default in one line (one with an explicit
// type, one inferred from its default, as the page's example does).
// - A view with nothing set above it reads the defaults ("blue", true) (Apple, same page; rules §15.14).
// - A value set on a container reaches the views inside it; an override nearer the view wins (Apple
//   `view/environment(_:_:)`).
// - A row runs again only when a value it reads changed: hiding badges changes nothing for the row whose override
//   already says false (rules §14.2, §2.7). Rows of one body update in tree order (rules §2.8).
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var showsBadges = true
}

struct ProfileRow: View {
    let title: String
    @Environment(\.accentName) private var accent
    @Environment(\.showsBadges) private var showsBadges

    var body: some View {
        let _ = print("ProfileRow(\(title)) body: \(accent), badges \(showsBadges)")
        HStack {
            Text(title)
            if showsBadges { Text("★") }
        }
    }
}

struct ProfileScreen: View {
    @State private var accent = "teal"
    @State private var badges = true

    var body: some View {
        VStack {
            ProfileRow(title: "Name")
            ProfileRow(title: "Email")
                .environment(\.showsBadges, false)
            Button("Orange") { accent = "orange" }
            Button("Hide badges") { badges = false }
        }
        .environment(\.accentName, accent)
        .environment(\.showsBadges, badges)
    }
}

struct AccountPage: View {
    var body: some View {
        VStack {
            ProfileRow(title: "Plain")
            ProfileScreen()
        }
    }
}

:mount AccountPage()
// expect: ProfileRow(Plain) body: blue, badges true
// expect: ProfileRow(Name) body: teal, badges true
// expect: ProfileRow(Email) body: teal, badges false
:tap "Orange"
// expect: ProfileRow(Name) body: orange, badges true
// expect: ProfileRow(Email) body: orange, badges false
:tap "Hide badges"
// expect: ProfileRow(Name) body: orange, badges false
