// Blog style (reading the environment from a wrapper): @ThemedInk holds @Environment(\.themeName) and picks a colour name from it; flipping the theme re-runs only the badges under the .environment modifier, not the one outside it (rules §14.2, §7.1, §2.5, §2.7)
import SwiftUI

struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    var themeName: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@propertyWrapper
struct ThemedInk: DynamicProperty {
    @Environment(\.themeName) private var theme
    let light: String
    let dark: String

    init(light: String, dark: String) {
        self.light = light
        self.dark = dark
    }

    var wrappedValue: String {
        theme == "dark" ? dark : light
    }
}

struct Badge: View {
    @ThemedInk(light: "black", dark: "white") var ink: String
    let label: String

    var body: some View {
        let _ = print("Badge \(label) body: ink \(ink)")
        Text(label)
    }
}

struct ContentView: View {
    @State private var dark = false

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            Toggle("Dark mode", isOn: $dark)
            Badge(label: "New")
            Badge(label: "Sale")
        }
        .environment(\.themeName, dark ? "dark" : "light")
        Badge(label: "Footer")
    }
}

:mount ContentView()
// expect: ContentView body
// expect: Badge New body: ink black
// expect: Badge Sale body: ink black
// expect: Badge Footer body: ink black
:toggle "Dark mode"
// expect: ContentView body
// expect: Badge New body: ink white
// expect: Badge Sale body: ink white
:toggle "Dark mode"
// expect: ContentView body
// expect: Badge New body: ink black
// expect: Badge Sale body: ink black
