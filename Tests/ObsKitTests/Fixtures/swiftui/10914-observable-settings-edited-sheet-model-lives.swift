// Tutorial style (@Observable settings edited in a sheet): the model lives in the presenter's @State and goes to the sheet as @Bindable; each keystroke runs the views that read the property (rules §8.3, §8.5, §9.2, §2.6, §3.1)
import SwiftUI
import Observation

@Observable
final class UserSettings {
    var username = "guest"
    var notifications = true
    init() { print("UserSettings.init") }
}

struct EditSettingsView: View {
    @Bindable var settings: UserSettings
    var body: some View {
        let _ = print("EditSettingsView.body")
        Form {
            TextField("Username", text: $settings.username)
            Toggle("Notifications", isOn: $settings.notifications)
        }
    }
}

struct AccountView: View {
    @State private var settings = UserSettings()
    @State private var showEdit = false

    var body: some View {
        let _ = print("AccountView.body user=\(settings.username)")
        VStack {
            Text("Signed in as \(settings.username)")
            Button("Edit Settings") { showEdit = true }
        }
        .sheet(isPresented: $showEdit) {
            EditSettingsView(settings: settings)
        }
    }
}
:mount AccountView()
// expect: UserSettings.init
// expect: AccountView.body user=guest
:tap "Edit Settings"
// expect: EditSettingsView.body
:clear "Username"
// expect: AccountView.body user=
// expect: EditSettingsView.body
:type "z" into "Username"
// expect: AccountView.body user=z
// expect: EditSettingsView.body
:toggle "Notifications"
// expect: EditSettingsView.body
:dismiss
