// what's-new style: an `@Entry` environment value (Xcode 16) set from a parent's @State on one subtree; only the view that declares `@Environment(\.badgeStyle)` and gets the new value re-runs (rules §14.2, §2.3, §2.7)
import SwiftUI

extension EnvironmentValues {
    @Entry var badgeStyle: String = "plain"
}

struct BadgeLabel: View {
    @Environment(\.badgeStyle) private var style
    let text: String

    var body: some View {
        let _ = print("BadgeLabel body: \(text) in \(style)")
        Text("\(text) [\(style)]")
    }
}

struct Footer: View {
    var body: some View {
        let _ = print("Footer body")
        Text("footer")
    }
}

struct BadgeScreen: View {
    @State private var fancy = false

    var body: some View {
        let _ = print("BadgeScreen body")
        VStack {
            Button("Switch style") { fancy.toggle() }
            BadgeLabel(text: "New")
                .environment(\.badgeStyle, fancy ? "fancy" : "plain")
            BadgeLabel(text: "Default")
            Footer()
        }
    }
}

:mount BadgeScreen()
// expect: BadgeScreen body
// expect: BadgeLabel body: New in plain
// expect: BadgeLabel body: Default in plain
// expect: Footer body
:tap "Switch style"
// expect: BadgeScreen body
// expect: BadgeLabel body: New in fancy
:tap "Switch style"
// expect: BadgeScreen body
// expect: BadgeLabel body: New in plain
