// Style: blog post, "@Entry in Xcode 16". `@Entry` in an extension of `EnvironmentValues` declares a key and its default (rules §15.14; Apple
// `entry()`). A view with no `.environment(\.badgeStyle, ...)` above it reads the default; a modifier sets the value for the view it modifies
// and that view's descendants only. A change of the set value re-runs only the view under it that declared the key (rules §14.2).
import SwiftUI

extension EnvironmentValues {
    @Entry var badgeStyle: String = "plain"
}

struct Badge: View {
    let label: String
    @Environment(\.badgeStyle) private var badgeStyle

    var body: some View {
        let _ = print("Badge \(label): \(badgeStyle)")
        Text(label)
    }
}

struct BadgeBoard: View {
    @State private var fancy = false

    var body: some View {
        VStack {
            Badge(label: "first")
            Badge(label: "second")
                .environment(\.badgeStyle, fancy ? "fancy" : "bold")
            Button("Make fancy") { fancy = true }
        }
    }
}

:mount BadgeBoard()
// expect: Badge first: plain
// expect: Badge second: bold
:tap "Make fancy"
// expect: Badge second: fancy
