// Stack Overflow Q&A style: "@Environment(Model.self) crashes / is missing": given with .environment(model) at the root it works and tracks reads per property; an optional declaration is nil without one; a non-optional one with no model above is a fatal error at mount (rules §14.2, §8.3, §8.1)
import SwiftUI

@Observable
final class Theme {
    var accent = "blue"
    init() { print("Theme init") }
}

struct AccentBadge: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        let _ = print("AccentBadge body: \(theme.accent)")
        Text("Accent: \(theme.accent)")
    }
}

struct ThemeButton: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        let _ = print("ThemeButton body")
        Button("Make it green") { theme.accent = "green" }
    }
}

struct OptionalBadge: View {
    @Environment(Theme.self) private var theme: Theme?

    var body: some View {
        let _ = print("OptionalBadge body: \(theme?.accent ?? "no theme")")
        Text(theme?.accent ?? "default")
    }
}

struct SettingsScreen: View {
    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            AccentBadge()
            ThemeButton()
        }
    }
}

let sharedTheme = Theme()

:mount SettingsScreen().environment(sharedTheme)
// expect: Theme init
// expect: SettingsScreen body
// expect: AccentBadge body: blue
// expect: ThemeButton body
:tap "Make it green"
// expect: AccentBadge body: green
:tap "Make it green"
:mount OptionalBadge()
// expect: OptionalBadge body: no theme
:mount AccentBadge()
// expect-error: No Observable object of type Theme found
