// App-organization style: a theme kept in @AppStorage as an enum with raw values, read by the root and chosen in a settings sheet with a Picker; the root re-runs on each choice, the sheet, which only hands $theme to the Picker, does not; the stored value is the raw string
import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct ThemeSettings: View {
    @AppStorage("theme") private var theme: AppTheme = .system

    var body: some View {
        let _ = print("ThemeSettings body")
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(AppTheme.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
        }
    }
}

struct ThemedRoot: View {
    @AppStorage("theme") private var theme: AppTheme = .system
    @State private var showingSettings = false

    var body: some View {
        let _ = print("ThemedRoot body: \(theme.rawValue)")
        VStack {
            Text("Theme: \(theme.rawValue)")
            Button("Appearance") { showingSettings = true }
        }
        .sheet(isPresented: $showingSettings) {
            ThemeSettings()
        }
    }
}

@main
struct ThemedApp: App {
    var body: some Scene {
        WindowGroup {
            ThemedRoot()
        }
    }
}

:mount ThemedApp()
// expect: ThemedRoot body: system
:tap "Appearance"
// expect: ThemeSettings body
:pick "Dark" in "Theme"
// expect: ThemedRoot body: dark
:pick "Light" in "Theme"
// expect: ThemedRoot body: light
:dismiss
print(UserDefaults.standard.string(forKey: "theme") ?? "nil")
// expect: light
