// Mistake: uses `$prefs.darkMode` for a Toggle when `prefs` is a plain `let` struct property, not a wrapped property with a projection.
// Expected message: Xcode (author's knowledge); machine check: cannot find '$prefs' in scope
import SwiftUI

struct Preferences {
    var darkMode = false
    var fontSize = 14.0
}

struct PreferencesView: View {
    let prefs: Preferences

    var body: some View {
        Form {
            Toggle("Dark mode", isOn: $prefs.darkMode)
            Text("Font size: \(Int(prefs.fontSize))")
        }
    }
}

:mount PreferencesView(prefs: Preferences())
// expect-error: cannot find '$prefs' in scope
