// Swift with Majid style: a custom EnvironmentKey holding a struct, set through a View extension; @Environment(\.theme) re-runs for any change of the theme, while @Environment(\.theme.spacing) re-runs only when the spacing changes; an equal write changes nothing (rules §14.2, §3.4, §2.7)
import SwiftUI

struct Theme: Equatable {
    var name: String
    var spacing: Int
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme(name: "light", spacing: 8)
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}

struct ThemedCard: View {
    let title: String
    @Environment(\.theme) private var theme

    var body: some View {
        let _ = print("ThemedCard \(title): \(theme.name) \(theme.spacing)")
        Text(title)
    }
}

struct SpacingLabel: View {
    @Environment(\.theme.spacing) private var spacing

    var body: some View {
        let _ = print("SpacingLabel: \(spacing)")
        Text("spacing \(spacing)")
    }
}

struct ThemeDemo: View {
    @State private var theme = Theme(name: "light", spacing: 8)

    var body: some View {
        VStack {
            ThemedCard(title: "Inbox")
            SpacingLabel()
            Button("Go dark") { theme.name = "dark" }
            Button("Roomier") { theme.spacing += 4 }
        }
        .theme(theme)
    }
}

:mount ThemeDemo()
// expect: ThemedCard Inbox: light 8
// expect: SpacingLabel: 8
:tap "Go dark"
// expect: ThemedCard Inbox: dark 8
:tap "Roomier"
// expect: ThemedCard Inbox: dark 12
// expect: SpacingLabel: 12
:tap "Go dark"
