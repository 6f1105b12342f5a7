// Custom DynamicProperty: a theme wrapper reading @Environment values (fivestars.blog style)
// A nested @Environment gets a box in the host (rules §7.1); the host runs again only when that key's value changed
// (rules §14.2), and update() runs before that body (§7.2). A parent render alone leaves the child equal (its
// @Environment fields compare equal, rules §2.5) and its body is skipped (§2.7); the change is named `_theme` (§7.3).
import SwiftUI

struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

@propertyWrapper
struct Themed: DynamicProperty {
    @Environment(\.accentName) private var accent
    @Environment(\.colorScheme) private var scheme

    init() {}

    var wrappedValue: String { "\(accent) on \(scheme == .dark ? "dark" : "light")" }

    func update() {
        print("Themed.update: \(accent)")
    }
}

struct Badge: View {
    @Themed var theme

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("badge shows \(theme)")
        Text("Badge in \(theme)")
    }
}

struct SettingsScreen: View {
    @State private var accent = "blue"
    @State private var count = 0

    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            Button("Orange") { accent = "orange" }
            Button("Count \(count)") { count += 1 }
            Badge()
        }
        .environment(\.accentName, accent)
    }
}

:mount SettingsScreen()
// expect: SettingsScreen body
// expect: Themed.update: blue
// expect: Badge: @self, @identity, _theme changed.
// expect: badge shows blue on light
:tap "Count 0"
// expect: SettingsScreen body
:tap "Orange"
// expect: SettingsScreen body
// expect: Themed.update: orange
// expect: Badge: _theme changed.
// expect: badge shows orange on light
:tap "Orange"
