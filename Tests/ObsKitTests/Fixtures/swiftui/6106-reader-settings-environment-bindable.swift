// Apple's documented way to bind to an @Observable object taken from the environment: a local
// `@Bindable var settings = settings` at the top of the body. A preview view reads only the font size.
// Expected: ArticlePreview re-runs only when fontSize changes; the toggles of properties it never read
// leave it alone (rules §8, §14.2). First run lists the @Environment property (rules §12.2).
import SwiftUI

@Observable
final class ReaderSettings {
    var fontSize = 16.0
    var darkMode = false
    var showImages = true
}

struct SettingsPanel: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Form {
            Toggle("Dark mode", isOn: $settings.darkMode)
            Toggle("Show images", isOn: $settings.showImages)
            Stepper("Text size \(Int(settings.fontSize))", value: $settings.fontSize, in: 10...30, step: 2)
        }
    }
}

struct ArticlePreview: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        let _ = Self._printChanges()
        Text("The quick brown fox jumps over the lazy dog.")
            .font(.system(size: settings.fontSize))
    }
}

struct ReaderRoot: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        VStack {
            ArticlePreview()
            SettingsPanel()
        }
        .environment(settings)
    }
}

:mount ReaderRoot()
:toggle "Dark mode"
:step "Text size 16" up
:toggle "Show images"

// expect: ArticlePreview: @self, @identity, _settings changed.
// expect: ArticlePreview: @dependencies changed.
