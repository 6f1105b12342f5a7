// Q (Apple Developer Forums style): "Passing an @Observable settings object through the environment — which views
// update?"
// "I inject AppSettings with `.environment(settings)` and read it with `@Environment(AppSettings.self)`. To bind a
// Toggle I do `@Bindable var settings = settings` in the body, as in Apple's docs. Will FontLabel re-render when
// dark mode changes?"
// Answer: no. `@Environment(Model.self)` gives the object; what each view depends on is what its body reads (rules
// §14.2, §8.3). SettingsForm makes `$settings.darkMode`, and making that binding reads `darkMode` (rules §8.5), so it
// runs again with ThemeBadge, which shows it; FontLabel read only `fontSize`. The screen that owns the object reads
// nothing of it in its body, so it doesn't run either.
// Source: rules §8.3, §8.5, §14.2; Apple https://developer.apple.com/documentation/swiftui/bindable and
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class AppSettings {
    var darkMode = false
    var fontSize = 14
}

struct SettingsForm: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("SettingsForm body")
        @Bindable var settings = settings
        Toggle("Dark mode", isOn: $settings.darkMode)
    }
}

struct ThemeBadge: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("ThemeBadge body: dark \(settings.darkMode)")
        Text(settings.darkMode ? "Dark" : "Light")
    }
}

struct FontLabel: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("FontLabel body: \(settings.fontSize) pt")
        Text("\(settings.fontSize) pt")
    }
}

struct SettingsScreen: View {
    @State private var settings = AppSettings()

    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            SettingsForm()
            ThemeBadge()
            FontLabel()
            Button("Bigger text") { settings.fontSize += 1 }
        }
        .environment(settings)
    }
}

:mount SettingsScreen()
// expect: SettingsScreen body
// expect: SettingsForm body
// expect: ThemeBadge body: dark false
// expect: FontLabel body: 14 pt
:toggle "Dark mode"
// expect: SettingsForm body
// expect: ThemeBadge body: dark true
:tap "Bigger text"
// expect: FontLabel body: 15 pt
