// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (a @StateObject model passed to a subview as @ObservedObject, bound with $model.prop)
// A settings screen on an ObservableObject with @Published properties: the screen owns it with @StateObject and
// binds controls with `$settings.prop`; a Greeting subview observes it and shows only the username.
// - https://developer.apple.com/documentation/swiftui/observedobject: "A property wrapper type that subscribes to an
//   observable object and invalidates a view whenever the observable object changes"; "When any published
//   property of the observable object changes, SwiftUI updates any view that depends on the object."
// - https://developer.apple.com/documentation/combine/observableobject: objectWillChange emits "before any of its
//   @Published properties changes".
// - So toggling Notifications (which Greeting never shows) runs both bodies, parent first
//   (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
//   contrasts this with Observation, which updates only views that read the changed property).
import SwiftUI

final class AppSettings: ObservableObject {
    @Published var username = "Guest"
    @Published var notificationsOn = true
    @Published var volume = 5
}

struct SettingsRoot: View {
    @StateObject private var settings = AppSettings()

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Username", text: $settings.username)
            Toggle("Notifications", isOn: $settings.notificationsOn)
            Stepper("Volume \(settings.volume)", value: $settings.volume, in: 0...10)
            Greeting(settings: settings)
        }
    }
}

struct Greeting: View {
    @ObservedObject var settings: AppSettings

    var body: some View {
        let _ = Self._printChanges()
        Text("Hello, \(settings.username)")
    }
}

:mount SettingsRoot()
// expect: SettingsRoot: @self, @identity, _settings changed.
// expect: Greeting: @self, @identity, _settings changed.
:toggle "Notifications"
// expect: SettingsRoot: _settings changed.
// expect: Greeting: _settings changed.
:step "Volume 5" up
// expect: SettingsRoot: _settings changed.
// expect: Greeting: _settings changed.
:type "!" into "Username"
// expect: SettingsRoot: _settings changed.
// expect: Greeting: _settings changed.
:tree
// expect: SettingsRoot#1
// expect:   Form
// expect:     TextField "Username" = "Guest!"
// expect:     Toggle "Notifications" = false
// expect:     Stepper "Volume 6" = 6
// expect:     Greeting#2
// expect:       Text "Hello, Guest!"
