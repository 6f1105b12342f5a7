// Check error: @AppStorage with a custom struct type
import SwiftUI

struct UserPreferences {
    var fontSize: Double = 14
    var useDarkMode = false
}

struct PreferencesView: View {
    @AppStorage("preferences") private var preferences = UserPreferences()

    var body: some View {
        Form {
            Toggle("Dark mode", isOn: $preferences.useDarkMode)
            Slider(value: $preferences.fontSize, in: 10...30)
        }
    }
}

:mount PreferencesView()
// expect-error: no exact matches in call to initializer
