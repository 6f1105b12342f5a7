// Style: Apple documentation, `EnvironmentKey` and `EnvironmentValues`: "Create custom environment values by defining a type that conforms to the
// EnvironmentKey protocol, and then extending the environment values structure with a new property", set with `environment(_:_:)`. A view that
// declares `@Environment(\.accentName)` runs again when that key's value changes (rules §14.2), and `_printChanges` names the field `_accentName`
// (rules §12.1); its first run lists it with `@self, @identity` (rules §12.2). A sibling that does not declare the key and gets an equal value
// does not run (rules §2.7).
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

struct AccentLabel: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = Self._printChanges()
        Text("Accent: \(accentName)")
    }
}

struct PlainLabel: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("No accent here")
    }
}

struct AccentScreen: View {
    @State private var accent = "orange"

    var body: some View {
        let _ = print("AccentScreen body: \(accent)")
        VStack {
            AccentLabel()
            PlainLabel()
            Button("Use green") { accent = "green" }
        }
        .environment(\.accentName, accent)
    }
}

:mount AccentScreen()
// expect: AccentScreen body: orange
// expect: AccentLabel: @self, @identity, _accentName changed.
// expect: PlainLabel: @self changed.
:tap "Use green"
// expect: AccentScreen body: green
// expect: AccentLabel: _accentName changed.
:tap "Use green"
