// A settings screen bound to an @Observable model with `@Bindable`, as Apple's Observation migration guide and WWDC23
// show it: the root owns `AppSettings` in @State, the form takes it as `@Bindable var settings`, and a preview pane
// beside the form shows two of the values.
// What SwiftUI does: making `$settings.username` reads `username`, so the form's body depends on every property it binds
// (rules §8.5, §9.2); the pane depends on the two it reads (rules §8.3). Toggling notifications runs the form only; the
// stepper and the text field change properties both read, so both run, form first (rules §2.8). The root read nothing
// of the model and never runs again. `@Bindable` is not a dynamic property: no subscription of its own (rules §8.5).
// Sources: rules §2.8, §8.3, §8.5, §9.2, §15.10; https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class AppSettings {
    var username = "guest"
    var notificationsOn = true
    var fontSize = 14

    init() { print("AppSettings init") }
}

struct SettingsForm: View {
    @Bindable var settings: AppSettings

    var body: some View {
        let _ = print("SettingsForm body")
        Form {
            TextField("Username", text: $settings.username)
            Toggle("Notifications", isOn: $settings.notificationsOn)
            Stepper("Font size", value: $settings.fontSize, in: 10...20)
        }
    }
}

struct PreviewPane: View {
    let settings: AppSettings

    var body: some View {
        let _ = print("PreviewPane body: '\(settings.username)' at \(settings.fontSize)pt")
        Text("Hello, \(settings.username)")
            .font(.system(size: CGFloat(settings.fontSize)))
    }
}

struct SettingsRoot: View {
    @State private var settings = AppSettings()

    var body: some View {
        let _ = print("SettingsRoot body")
        VStack {
            SettingsForm(settings: settings)
            PreviewPane(settings: settings)
        }
    }
}

:mount SettingsRoot()
// expect: AppSettings init
// expect: SettingsRoot body
// expect: SettingsForm body
// expect: PreviewPane body: 'guest' at 14pt
:toggle "Notifications"
// expect: SettingsForm body
:step "Font size" up
// expect: SettingsForm body
// expect: PreviewPane body: 'guest' at 15pt
:type "!" into "Username"
// expect: SettingsForm body
// expect: PreviewPane body: 'guest!' at 15pt
:clear "Username"
// expect: SettingsForm body
// expect: PreviewPane body: '' at 15pt
:step "Font size" down 2
// expect: SettingsForm body
// expect: PreviewPane body: '' at 14pt
// expect: SettingsForm body
// expect: PreviewPane body: '' at 13pt
