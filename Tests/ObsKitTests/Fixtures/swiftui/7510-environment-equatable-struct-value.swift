// Swift with Majid-style "Environment values are compared": the parent rebuilds a `CardTheme` struct at every render, but the themed card runs only when the theme's contents change
// What SwiftUI does: a view with `@Environment(\.cardTheme)` runs again only if the key's value changed, by
// `compareValues` (rules §14.2): an equal Equatable struct made anew is no change. "Refresh" runs the parent
// alone; "Dark" changes the theme's name and runs the card, printing `_theme` (rules §12.1). The card's value
// has only its @Environment property and never differs (rules §2.5, ObsREPL's choice).
// Sources: rules §2.5, §14.2, §12.1, §12.2, §15.14; Apple "Entry()".
import SwiftUI

struct CardTheme: Equatable {
    var name: String
    var cornerRadius: Int
}

extension EnvironmentValues {
    @Entry var cardTheme: CardTheme = CardTheme(name: "Light", cornerRadius: 8)
}

struct ThemedCard: View {
    @Environment(\.cardTheme) private var theme

    var body: some View {
        let _ = Self._printChanges()
        Text("\(theme.name) card, radius \(theme.cornerRadius)")
    }
}

struct ThemeScreen: View {
    @State private var isDark = false
    @State private var refreshes = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ThemedCard()
            Text("Refreshed \(refreshes) times")
            Button("Refresh") { refreshes += 1 }
            Button("Dark") { isDark = true }
        }
        .environment(\.cardTheme, CardTheme(name: isDark ? "Dark" : "Light", cornerRadius: 8))
    }
}

:mount ThemeScreen()
// expect: ThemeScreen: @self, @identity, _isDark, _refreshes changed.
// expect: ThemedCard: @self, @identity, _theme changed.
:tap "Refresh"
// expect: ThemeScreen: _refreshes changed.
:tap "Dark"
// expect: ThemeScreen: _isDark changed.
// expect: ThemedCard: _theme changed.
:tap "Refresh"
// expect: ThemeScreen: _refreshes changed.
