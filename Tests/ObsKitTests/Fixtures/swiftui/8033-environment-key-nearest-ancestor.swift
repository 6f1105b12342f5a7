// SwiftUI from Apple's documentation: a custom EnvironmentKey gives its default with no ancestor, else the nearest .environment wins
// Apple, Environment values (https://developer.apple.com/documentation/swiftui/environment-values): "A view inherits its environment
// from its container view, subject to explicit changes from an environment(_:_:) view modifier". Apple, EnvironmentKey
// (https://developer.apple.com/documentation/swiftui/environmentkey): a custom key declares the defaultValue read where no ancestor
// set one; View.environment(_:_:) sets the value "for a view and all its subviews", so an inner modifier overrides an outer one.
import SwiftUI

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "system"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemeLabel: View {
    let name: String
    @Environment(\.theme) private var theme

    var body: some View {
        let _ = print("\(name) reads \(theme)")
        Text(theme)
    }
}

struct SettingsScreen: View {
    var body: some View {
        VStack {
            ThemeLabel(name: "top")
            VStack {
                ThemeLabel(name: "middle")
                ThemeLabel(name: "inner")
                    .environment(\.theme, "inner")
            }
            .environment(\.theme, "outer")
        }
    }
}

:mount SettingsScreen()
// expect: top reads system
// expect: middle reads outer
// expect: inner reads inner
