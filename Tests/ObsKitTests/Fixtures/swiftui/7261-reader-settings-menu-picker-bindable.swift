// Reader settings: an @Observable settings object in @State, a preview that shows two of its properties, and a
// Form editing it through @Bindable: a menu-style Picker with explicit tags, a Stepper with `step: 2`, a Toggle.
// The screen logs theme changes with a two-parameter onChange.
// What SwiftUI does: each view depends on the properties its body read (rules §8.3): the screen read only `theme`
// (to hand it to onChange), the preview `theme` and `fontSize`, the form every property it bound (rules §8.5).
// Choosing a theme runs all three, parents first and each once (rules §2.8, §10.1), then onChange; the font size runs
// the preview and the form; the toggle the form alone. Choosing the theme already set assigns an equal value, which
// notifies nobody (rules §8.1).
// Sources: rules §2.8, §8.1, §8.3, §8.5, §10.1; https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/menupickerstyle
import SwiftUI
import Observation

enum ReaderTheme: String, CaseIterable, Identifiable {
    case system, light, dark, sepia
    var id: Self { self }
}

@Observable
final class ReaderSettings {
    var theme = ReaderTheme.system
    var fontSize = 16
    var justifyText = false

    init() {
        print("ReaderSettings init")
    }
}

struct ArticlePreview: View {
    let settings: ReaderSettings

    var body: some View {
        let _ = print("ArticlePreview body: \(settings.theme.rawValue), \(settings.fontSize)pt")
        Text("Call me Ishmael.")
            .font(.system(size: CGFloat(settings.fontSize)))
    }
}

struct ReaderSettingsForm: View {
    @Bindable var settings: ReaderSettings

    var body: some View {
        let _ = print("ReaderSettingsForm body")
        Form {
            Section("Appearance") {
                Picker("Theme", selection: $settings.theme) {
                    ForEach(ReaderTheme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
                .pickerStyle(.menu)
                Stepper("Font size: \(settings.fontSize)", value: $settings.fontSize, in: 12...24, step: 2)
            }
            Section("Layout") {
                Toggle("Justify text", isOn: $settings.justifyText)
            }
        }
    }
}

struct ReaderScreen: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        let _ = print("ReaderScreen body")
        VStack {
            ArticlePreview(settings: settings)
            ReaderSettingsForm(settings: settings)
        }
        .onChange(of: settings.theme) { oldValue, newValue in
            print("theme \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount ReaderScreen()
// expect: ReaderSettings init
// expect: ReaderScreen body
// expect: ArticlePreview body: system, 16pt
// expect: ReaderSettingsForm body
:pick "Dark" in "Theme"
// expect: ReaderScreen body
// expect: ArticlePreview body: dark, 16pt
// expect: ReaderSettingsForm body
// expect: theme system -> dark
:step "Font size: 16" up
// expect: ArticlePreview body: dark, 18pt
// expect: ReaderSettingsForm body
:toggle "Justify text"
// expect: ReaderSettingsForm body
:pick "Dark" in "Theme"
