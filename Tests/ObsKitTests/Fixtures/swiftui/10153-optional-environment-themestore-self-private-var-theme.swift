// what's-new style: the optional `@Environment(ThemeStore.self) private var theme: ThemeStore?` works with no model above it, the non-optional form is a fatal error when its property updates (before its body); with the model set, a Toggle through a local @Bindable re-runs both readers (rules §14.2, §8.5)
import SwiftUI

@Observable
final class ThemeStore {
    var dark = false
}

struct ThemeBadge: View {
    @Environment(ThemeStore.self) private var theme: ThemeStore?

    var body: some View {
        let _ = print("ThemeBadge body: \(theme.map { $0.dark ? "dark" : "light" } ?? "no theme")")
        Text("badge")
    }
}

struct ThemeToggle: View {
    @Environment(ThemeStore.self) private var theme

    var body: some View {
        let _ = print("ThemeToggle body")
        @Bindable var theme = theme
        Toggle("Dark mode", isOn: $theme.dark)
    }
}

struct Standalone: View {
    var body: some View {
        ThemeBadge()
    }
}

struct Themed: View {
    @State private var theme = ThemeStore()

    var body: some View {
        VStack {
            ThemeBadge()
            ThemeToggle()
        }
        .environment(theme)
    }
}

struct Broken: View {
    var body: some View {
        VStack {
            ThemeBadge()
            ThemeToggle()
        }
    }
}

:mount Standalone()
// expect: ThemeBadge body: no theme
:mount Themed()
// expect: ThemeBadge body: light
// expect: ThemeToggle body
:toggle "Dark mode"
// expect: ThemeBadge body: dark
// expect: ThemeToggle body
:mount Broken()
// expect: ThemeBadge body: no theme
// expect-error: No Observable object of type ThemeStore found
