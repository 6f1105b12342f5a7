// Apple "Entry()" and "Environment" (a view re-runs only when the key it reads changes, compared by value); SwiftLee custom environment values; rules §14.2, §15.14, §2.7
import SwiftUI

struct Theme: Equatable {
    var accent: String
    var large: Bool
}

extension EnvironmentValues {
    @Entry var theme = Theme(accent: "blue", large: false)
    @Entry var badgeCount = 0
}

struct ThemedTitle: View {
    @Environment(\.theme) private var theme

    var body: some View {
        let _ = print("ThemedTitle body: \(theme.accent)")
        Text("Title")
    }
}

struct BadgeView: View {
    @Environment(\.badgeCount) private var count

    var body: some View {
        let _ = print("BadgeView body: \(count)")
        Text("\(count)")
    }
}

struct ThemeRoot: View {
    @State private var accent = "blue"
    @State private var count = 0

    var body: some View {
        let _ = print("ThemeRoot body")
        VStack {
            ThemedTitle()
            BadgeView()
            Button("Red") { accent = "red" }
            Button("Badge") { count += 1 }
        }
        .environment(\.theme, Theme(accent: accent, large: false))
        .environment(\.badgeCount, count)
    }
}

:mount ThemeRoot()
:tap "Badge"
:tap "Red"
:tap "Badge"
:tap "Red"

// expect: ThemeRoot body
// expect: ThemedTitle body: blue
// expect: BadgeView body: 0
// expect: ThemeRoot body
// expect: BadgeView body: 1
// expect: ThemeRoot body
// expect: ThemedTitle body: red
// expect: ThemeRoot body
// expect: BadgeView body: 2
