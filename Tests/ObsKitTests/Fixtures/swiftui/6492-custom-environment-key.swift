// objc.io "Thinking in SwiftUI" style: a custom EnvironmentKey flows down the tree; only readers below a change update.
// `.environment(\.badgeStyle, ...)` sets the value for its subtree; elsewhere a reader gets the key's defaultValue
// (Apple `environmentkey`). A view with `@Environment(\.key)` runs again only when that key's value changed for it
// (rules §14.2). The "outer" badge sits outside the modifier: its value and its environment are unchanged when the
// parent runs again, so its body is skipped (rules §2.7).
import SwiftUI

private struct BadgeStyleKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var badgeStyle: String {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

struct Badge: View {
    @Environment(\.badgeStyle) private var style
    let name: String

    var body: some View {
        let _ = print("Badge \(name) body: style \(style)")
        Text("\(name) [\(style)]")
    }
}

struct BadgeBoard: View {
    @State private var fancy = false

    var body: some View {
        let _ = print("BadgeBoard body: fancy \(fancy)")
        VStack {
            Button("Toggle Style") { fancy.toggle() }
            Badge(name: "inner")
                .environment(\.badgeStyle, fancy ? "fancy" : "bold")
            Badge(name: "outer")
        }
    }
}

:mount BadgeBoard()
// expect: BadgeBoard body: fancy false
// expect: Badge inner body: style bold
// expect: Badge outer body: style plain
:tap "Toggle Style"
// expect: BadgeBoard body: fancy true
// expect: Badge inner body: style fancy
:tap "Toggle Style"
// expect: BadgeBoard body: fancy false
// expect: Badge inner body: style bold
