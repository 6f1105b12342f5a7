// Mistake: reads a plain class from the environment with `@Environment(Settings.self)`; that form needs an @Observable class.
// Expected message: Xcode (author's knowledge); machine check: no exact matches in call to initializer
import SwiftUI

final class AppSettings {
    var username = "guest"
    var showsHints = true
}

struct HintBanner: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        if settings.showsHints {
            Text("Hello, \(settings.username)! Tap a row to edit it.")
                .padding()
        }
    }
}

struct RootView: View {
    var body: some View {
        HintBanner()
    }
}

:mount RootView()
// expect-error: no exact matches in call to initializer
