// SwiftUI from Apple's documentation: a child's Toggle writes an @Observable property through @Bindable; the parent's onChange fires
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "Use this property wrapper to create bindings
// to mutable properties of a data model object that conforms to the Observable protocol."
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "Adds a modifier for this view that fires an action when a specific value changes."
import SwiftUI

@Observable
class AppSettings {
    var darkMode = false
}

struct DarkModeRow: View {
    @Bindable var settings: AppSettings
    var body: some View {
        Toggle("Dark Mode", isOn: $settings.darkMode)
    }
}

struct SettingsScreen: View {
    @State private var settings = AppSettings()
    var body: some View {
        Form {
            DarkModeRow(settings: settings)
        }
        .onChange(of: settings.darkMode) { oldValue, newValue in
            print("darkMode \(oldValue) -> \(newValue)")
        }
    }
}

:mount SettingsScreen()
:toggle "Dark Mode"
:toggle "Dark Mode"
// expect: darkMode false -> true
// expect: darkMode true -> false
