// Check error: Toggle given an ObservableObject's Bool property instead of its binding
import SwiftUI

final class Settings: ObservableObject {
    @Published var notificationsEnabled = true
    @Published var soundEnabled = false
}

struct SettingsView: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Form {
            Toggle("Notifications", isOn: settings.notificationsEnabled)
            Toggle("Sound", isOn: $settings.soundEnabled)
        }
    }
}

:mount SettingsView(settings: Settings())
// expect-error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'
