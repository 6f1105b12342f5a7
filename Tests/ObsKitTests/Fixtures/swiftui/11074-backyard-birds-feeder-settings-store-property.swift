// Apple sample style (Backyard Birds feeder settings): a store property with didSet, a Toggle bound through @Bindable to an environment store, and onChange(of:) in the view printing old and new (rules §15.6, §8.5, §11.1)
import SwiftUI

@Observable
final class FeederSettings {
    var notificationsOn = false {
        didSet { print("didSet notificationsOn \(oldValue) -> \(notificationsOn)") }
    }
    var refillDays = 3
    init() { print("FeederSettings init") }
}

struct SettingsForm: View {
    @Environment(FeederSettings.self) private var settings
    var body: some View {
        @Bindable var settings = settings
        let _ = print("SettingsForm body")
        Form {
            Toggle("Notifications", isOn: $settings.notificationsOn)
            Stepper("Refill every \(settings.refillDays) days", value: $settings.refillDays, in: 1...7)
        }
        .onChange(of: settings.notificationsOn) { old, new in
            print("onChange \(old) -> \(new)")
        }
    }
}

struct ContentView: View {
    @State private var settings = FeederSettings()
    var body: some View {
        NavigationStack {
            SettingsForm()
                .navigationTitle("Feeder")
        }
        .environment(settings)
    }
}

:mount ContentView()
// expect: FeederSettings init
// expect: SettingsForm body
:toggle "Notifications"
// expect: didSet notificationsOn false -> true
// expect: SettingsForm body
// expect: onChange false -> true
:step "Refill every 3 days" down
// expect: SettingsForm body
:toggle "Notifications"
// expect: didSet notificationsOn true -> false
// expect: SettingsForm body
// expect: onChange true -> false
