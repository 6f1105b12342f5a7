// "@Environment(Model.self) crashes when nothing injected it": declaring the property as an Optional reads nil instead, and the injected copy tracks the properties its body reads (Apple: Environment init(_:) for Observable types "where Value == T?"; SEMANTICS §14 "@Environment(Model.self) Observable: reads tracked (§8)")
import SwiftUI
import Observation

@Observable
final class Theme {
    var name = "Zed"
}

struct ThemeLabel: View {
    let slot: String
    @Environment(Theme.self) private var theme: Theme?

    var body: some View {
        let _ = print("\(slot): \(theme?.name ?? "no theme")")
        Text(theme?.name ?? "default")
    }
}

struct ThemeDemo: View {
    @State private var theme = Theme()

    var body: some View {
        VStack {
            ThemeLabel(slot: "inside")
                .environment(theme)
            ThemeLabel(slot: "outside")
            Button("Rename theme") { theme.name = "Yul" }
        }
    }
}

:mount ThemeDemo()
:tap "Rename theme"

// expect: inside: Zed
// expect: outside: no theme
// expect: inside: Yul
