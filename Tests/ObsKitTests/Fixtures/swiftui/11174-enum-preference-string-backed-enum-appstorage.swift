// Tutorial style (enum preference): a String-backed enum in @AppStorage picked with a Picker; first launch shows the default, the store holds the raw value after a pick (rules §15.14, §15.5, §3.5)
import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct ThemeSettingsView: View {
    @AppStorage("appTheme") private var theme: AppTheme = .system

    var body: some View {
        let _ = print("ThemeSettingsView body: \(theme.title)")
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(AppTheme.allCases) { option in
                    Text(option.title).tag(option)
                }
            }
            Text("Current: \(theme.rawValue)")
        }
        .onChange(of: theme) {
            print("theme changed to \(theme)")
        }
    }
}
print(UserDefaults.standard.string(forKey: "appTheme") ?? "no theme stored")
// expect: no theme stored
:mount ThemeSettingsView()
// expect: ThemeSettingsView body: System
:pick "Dark" in "Theme"
// expect: ThemeSettingsView body: Dark
// expect: theme changed to dark
print(UserDefaults.standard.string(forKey: "appTheme") ?? "no theme stored")
// expect: dark
:pick "Light" in "Theme"
// expect: ThemeSettingsView body: Light
// expect: theme changed to light
