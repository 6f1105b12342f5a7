// Apple, "EnvironmentValues" (custom environment values), https://developer.apple.com/documentation/swiftui/environmentvalues — an EnvironmentKey with a default, a View extension that sets it, and readers inside and outside the modified subtree: only readers below the modifier see the value, and only they run when it changes
// Apple: a value set with environment(_:_:) reaches the view it modifies and its descendants; views elsewhere
// read the key's defaultValue. A view with @Environment(\.key) runs again only when that key's value changed
// (rules §14.2); a child without the property, equal to its last value, does not (§2.7). Setting the same
// value again is no change at all (§3.4).
import SwiftUI

private struct ThemeNameKey: EnvironmentKey {
    static let defaultValue: String = "Default theme"
}

extension EnvironmentValues {
    var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
}

extension View {
    func themeName(_ name: String) -> some View {
        environment(\.themeName, name)
    }
}

struct ThemeLabel: View {
    let place: String
    @Environment(\.themeName) private var themeName

    var body: some View {
        let _ = print("ThemeLabel \(place): \(themeName)")
        Text("\(place): \(themeName)")
    }
}

struct Caption: View {
    let text: String

    var body: some View {
        let _ = print("Caption body")
        Text(text)
    }
}

struct ThemeScreen: View {
    @State private var theme = "Light"

    var body: some View {
        let _ = print("ThemeScreen body, \(theme)")
        VStack {
            Button("Go dark") { theme = "Dark" }
            VStack {
                ThemeLabel(place: "inner")
                Caption(text: "Pick a theme")
            }
            .themeName(theme)
            ThemeLabel(place: "outer")
        }
    }
}

:mount ThemeScreen()
// expect: ThemeScreen body, Light
// expect: ThemeLabel inner: Light
// expect: Caption body
// expect: ThemeLabel outer: Default theme
:tap "Go dark"
// expect: ThemeScreen body, Dark
// expect: ThemeLabel inner: Dark
:tap "Go dark"
