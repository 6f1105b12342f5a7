// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentobject (a grandchild reads the model a StateObject ancestor supplies with environmentObject(_:); its change invalidates the views that use it, and the ancestor sees the same object)
import SwiftUI

final class UserSettings: ObservableObject {
    @Published var fontSize = 14
    init() { print("UserSettings init") }
}

struct FontButtons: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        HStack {
            Text("Size \(settings.fontSize)")
            Button("Bigger") {
                settings.fontSize += 2
                print("grandchild set \(settings.fontSize)")
            }
        }
    }
}

struct SettingsSection: View {
    var body: some View {
        VStack {
            Text("Appearance")
            FontButtons()
        }
    }
}

struct SettingsScreen: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        VStack {
            SettingsSection()
            Button("Report") { print("root sees \(settings.fontSize)") }
        }
        .environmentObject(settings)
    }
}

:mount SettingsScreen()
:tap "Bigger"
:tap "Bigger"
:tap "Report"
// expect: UserSettings init
// expect: grandchild set 16
// expect: grandchild set 18
// expect: root sees 18
