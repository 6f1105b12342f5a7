// Apple, "Bindable" (a local @Bindable over an environment object), https://developer.apple.com/documentation/swiftui/bindable — @Environment(Settings.self) read in body as `@Bindable var settings = settings` to make $settings.username; readers of each property run, the root that only injects the model does not
// Apple shows `@Bindable var library = library` inside body for a model taken from the environment. @Bindable is
// a plain wrapper (rules §8.5): making $settings.username reads username in the form's body, so the form depends on
// it; Greeting reads only username, so the toggle runs the form alone (§8.3, §14.2). The root reads no property.
import SwiftUI

@Observable
final class Settings {
    var username = "guest"
    var notifications = true
}

struct Greeting: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        let _ = print("Greeting body: hello \(settings.username)")
        Text("Hello, \(settings.username)")
    }
}

struct SettingsForm: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        let _ = print("SettingsForm body")
        Form {
            TextField("Username", text: $settings.username)
            Toggle("Notifications", isOn: $settings.notifications)
        }
    }
}

struct SettingsRoot: View {
    @State private var settings = Settings()

    var body: some View {
        let _ = print("SettingsRoot body")
        VStack {
            Greeting()
            SettingsForm()
            Button("Print settings") {
                print("username \(settings.username), notifications \(settings.notifications)")
            }
        }
        .environment(settings)
    }
}

:mount SettingsRoot()
// expect: SettingsRoot body
// expect: Greeting body: hello guest
// expect: SettingsForm body
:type "s" into "Username"
// expect: Greeting body: hello guests
// expect: SettingsForm body
:toggle "Notifications"
// expect: SettingsForm body
:tap "Print settings"
// expect: username guests, notifications false
