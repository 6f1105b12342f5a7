// SwiftUI from Apple's documentation: two views with @AppStorage on one key: a write in one invalidates the other
// Apple, AppStorage (https://developer.apple.com/documentation/swiftui/appstorage): "A property wrapper type that
// reflects a value from UserDefaults and invalidates a view on a change in value in that user default."
// The toggle writes the "darkMode" default; ThemePreview reflects that default, so it is invalidated and its onChange
// (Apple, onChange(of:initial:_:): "fires an action when a specific value changes") sees the new value.
import SwiftUI

struct ThemeToggle: View {
    @AppStorage("darkMode") private var darkMode = false
    var body: some View {
        Toggle("Dark Mode", isOn: $darkMode)
    }
}

struct ThemePreview: View {
    @AppStorage("darkMode") private var darkMode = false
    var body: some View {
        Text(darkMode ? "Dark preview" : "Light preview")
            .onChange(of: darkMode) { oldValue, newValue in
                print("preview: \(oldValue) -> \(newValue)")
            }
    }
}

struct SettingsScreen: View {
    var body: some View {
        Form {
            ThemeToggle()
            ThemePreview()
        }
    }
}

:mount SettingsScreen()
:toggle "Dark Mode"
:toggle "Dark Mode"
// expect: preview: false -> true
// expect: preview: true -> false
