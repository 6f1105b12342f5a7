// Swift with Majid style: environment values: a hand-written EnvironmentKey and EnvironmentValues property, no @Entry; a change of the value re-runs only the views that declare it and see the new value, an inner override shields its subtree, the default applies with nothing set (rules §14.2, §2.5, §2.7)
import SwiftUI

struct BadgeStyleKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var badgeStyle: String {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

struct StyledBadge: View {
    @Environment(\.badgeStyle) private var badgeStyle
    let text: String

    var body: some View {
        let _ = print("StyledBadge body: \(text) in \(badgeStyle)")
        Text(text)
    }
}

struct PlainCaption: View {
    var body: some View {
        let _ = print("PlainCaption body")
        Text("caption")
    }
}

struct BadgeBoard: View {
    @State private var style = "plain"
    @State private var likes = 0

    var body: some View {
        let _ = print("BadgeBoard body")
        VStack {
            StyledBadge(text: "New")
            StyledBadge(text: "Hot")
                .environment(\.badgeStyle, "neon")
            PlainCaption()
            Button("Fancy") { style = "fancy" }
            Button("Like \(likes)") { likes += 1 }
        }
        .environment(\.badgeStyle, style)
    }
}

:mount BadgeBoard()
// expect: BadgeBoard body
// expect: StyledBadge body: New in plain
// expect: StyledBadge body: Hot in neon
// expect: PlainCaption body
:tap "Fancy"
// expect: BadgeBoard body
// expect: StyledBadge body: New in fancy
:tap "Fancy"
:tap "Like 0"
// expect: BadgeBoard body
:mount StyledBadge(text: "Solo")
// expect: StyledBadge body: Solo in plain
