// Apple documentation style: `@Bindable var settings = settings` made in a body from `@Environment(ReaderSettings.self)`
// What SwiftUI does: Apple's `bindable` page shows this local for an environment model. Making `$settings.darkMode`
// reads `darkMode`, so the toggle's view depends on it and nothing else (rules §8.5, §14.2): a flip re-runs it alone.
// "Bigger text" changes `fontSize`, read only by `FontSizeLabel` (rules §8.3, §14.2). The root owns the model and read
// none of its properties, so it never runs again.
// Sources: rules §8.3, §8.5, §14.2; https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/environment
import SwiftUI
import Observation

@Observable
final class ReaderSettings {
    var darkMode = false
    var fontSize = 17
}

struct AppearanceToggle: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        let _ = print("AppearanceToggle body: dark \(settings.darkMode)")
        Toggle("Dark mode", isOn: $settings.darkMode)
    }
}

struct FontSizeLabel: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        let _ = print("FontSizeLabel body: \(settings.fontSize) pt")
        Text("\(settings.fontSize) pt")
    }
}

struct ReaderSettingsScreen: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        let _ = print("ReaderSettingsScreen body")
        VStack {
            AppearanceToggle()
            FontSizeLabel()
            Button("Bigger text") { settings.fontSize += 1 }
        }
        .environment(settings)
    }
}

:mount ReaderSettingsScreen()
// expect: ReaderSettingsScreen body
// expect: AppearanceToggle body: dark false
// expect: FontSizeLabel body: 17 pt
:toggle "Dark mode"
// expect: AppearanceToggle body: dark true
:tap "Bigger text"
// expect: FontSizeLabel body: 18 pt
:toggle "Dark mode"
// expect: AppearanceToggle body: dark false
