// Theming through a custom `EnvironmentKey`: a `Theme` value, an `EnvironmentValues.theme` property, a `.theme(_:)`
// view extension, a header that reads the theme and a footer that doesn't.
// What SwiftUI does: a view with `@Environment(\.theme)` runs again only when that key's value changed (rules
// §14.2, compared by `==`). An unrelated tap runs the parent only: the children's values are equal (rules §2.7; an
// `@Environment` field compares equal, rules §2.5). Switching the theme runs the header, whose `_printChanges`
// names its environment property (rules §12.1); the footer, which doesn't read the theme, doesn't run. On the first
// run `_printChanges` lists the view's dynamic properties (rules §12.2).
// Sources: rules §2.5, §2.7, §12.1, §12.2, §14.2; https://developer.apple.com/documentation/swiftui/environmentkey
// https://developer.apple.com/documentation/swiftui/environmentvalues
import SwiftUI

struct Theme: Equatable {
    var name: String
    var cornerRadius: Double

    static let daylight = Theme(name: "Daylight", cornerRadius: 8)
    static let midnight = Theme(name: "Midnight", cornerRadius: 14)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.daylight
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

struct ThemedHeader: View {
    @Environment(\.theme) private var theme

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ThemedHeader body: \(theme.name)")
        Text("Welcome back")
            .padding()
            .background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

struct PlainFooter: View {
    var body: some View {
        let _ = print("PlainFooter body")
        Text("Version 1.0")
            .font(.footnote)
    }
}

struct ThemeSwitcher: View {
    @State private var useMidnight = false
    @State private var taps = 0

    var body: some View {
        let _ = print("ThemeSwitcher body: midnight \(useMidnight), taps \(taps)")
        VStack(spacing: 12) {
            ThemedHeader()
            PlainFooter()
            Toggle("Midnight theme", isOn: $useMidnight)
            Button("Tap \(taps)") { taps += 1 }
        }
        .theme(useMidnight ? .midnight : .daylight)
    }
}

:mount ThemeSwitcher()
// expect: ThemeSwitcher body: midnight false, taps 0
// expect: ThemedHeader: @self, @identity, _theme changed.
// expect: ThemedHeader body: Daylight
// expect: PlainFooter body
:tap "Tap 0"
// expect: ThemeSwitcher body: midnight false, taps 1
:toggle "Midnight theme"
// expect: ThemeSwitcher body: midnight true, taps 1
// expect: ThemedHeader: _theme changed.
// expect: ThemedHeader body: Midnight
