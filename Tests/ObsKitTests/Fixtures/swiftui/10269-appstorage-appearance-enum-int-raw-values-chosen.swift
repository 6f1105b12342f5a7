// Kodeco SwiftUI by Tutorials style (Kuchi appearance setting): an `@AppStorage("appearance")` enum with Int raw values, chosen with a segmented Picker in a settings view and read by the root, which applies `.preferredColorScheme(appearance.getColorScheme())`; a pick re-runs the root (it reads the key, rules §15.14), the stored value is the raw Int, and a view below that declares `@Environment(\.colorScheme)` runs only when the scheme really changes (§14.2, §15.23): not when "Automatic" gives back the device's light
import SwiftUI

enum Appearance: Int, CaseIterable, Identifiable {
    case light, dark, automatic

    var id: Int { rawValue }

    var name: String {
        switch self {
        case .light: return "Light"
        case .dark: return "Dark"
        case .automatic: return "Automatic"
        }
    }

    func getColorScheme() -> ColorScheme? {
        switch self {
        case .automatic: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

struct SchemeLabel: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        let _ = print("SchemeLabel body: \(colorScheme == .dark ? "dark" : "light")")
        Text(colorScheme == .dark ? "Dark mode" : "Light mode")
    }
}

struct AppearanceSettings: View {
    @AppStorage("appearance") var appearance: Appearance = .automatic
    var body: some View {
        Form {
            Section(header: Text("Appearance")) {
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases) { appearance in
                        Text(appearance.name).tag(appearance)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
    }
}

struct RootView: View {
    @AppStorage("appearance") var appearance: Appearance = .automatic

    var body: some View {
        let _ = print("RootView body: \(appearance.name)")
        VStack {
            SchemeLabel()
            AppearanceSettings()
        }
        .preferredColorScheme(appearance.getColorScheme())
    }
}

:mount RootView()
// expect: RootView body: Automatic
// expect: SchemeLabel body: light
:pick "Dark" in "Appearance"
// expect: RootView body: Dark
// expect: SchemeLabel body: dark
print("stored appearance: \(UserDefaults.standard.integer(forKey: "appearance"))")
// expect: stored appearance: 1
:pick "Light" in "Appearance"
// expect: RootView body: Light
// expect: SchemeLabel body: light
:pick "Automatic" in "Appearance"
// expect: RootView body: Automatic
