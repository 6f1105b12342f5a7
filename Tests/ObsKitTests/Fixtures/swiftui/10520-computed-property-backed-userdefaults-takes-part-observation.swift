// Observation in depth style: a computed property backed by UserDefaults that takes part in Observation by hand, calling the macro's access(keyPath:) in its getter and withMutation(keyPath:) in its setter; a write through the property updates its reader (even an equal one: the equality check lives only in the macro's own setters), a write to UserDefaults behind its back updates nothing (rules §8.1, §8.3)
import SwiftUI

@Observable
final class AppSettings {
    var theme: String {
        get {
            access(keyPath: \.theme)
            return UserDefaults.standard.string(forKey: "theme") ?? "light"
        }
        set {
            withMutation(keyPath: \.theme) {
                UserDefaults.standard.set(newValue, forKey: "theme")
            }
        }
    }

    var fontScale = 1
}

struct ThemeLabel: View {
    let settings: AppSettings

    var body: some View {
        let _ = print("ThemeLabel body: \(settings.theme)")
        Text("Theme: \(settings.theme)")
    }
}

struct ScaleLabel: View {
    let settings: AppSettings

    var body: some View {
        let _ = print("ScaleLabel body: \(settings.fontScale)")
        Text("Scale: \(settings.fontScale)")
    }
}

struct SettingsScreen: View {
    @State private var settings = AppSettings()

    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            ThemeLabel(settings: settings)
            ScaleLabel(settings: settings)
            Button("Dark") { settings.theme = "dark" }
            Button("Sepia behind its back") { UserDefaults.standard.set("sepia", forKey: "theme") }
            Button("Bigger") { settings.fontScale += 1 }
        }
    }
}

:mount SettingsScreen()
// expect: SettingsScreen body
// expect: ThemeLabel body: light
// expect: ScaleLabel body: 1
:tap "Dark"
// expect: ThemeLabel body: dark
:tap "Dark"
// expect: ThemeLabel body: dark
:tap "Sepia behind its back"
:tap "Bigger"
// expect: ScaleLabel body: 2
:tap "Dark"
// expect: ThemeLabel body: dark
