// Q (Stack Overflow style): "Toggle bound to a computed property of my ObservableObject doesn't refresh"
// "`Toggle("Sounds", isOn: $settings.sounds)` calls my computed setter (I see the print), but the view doesn't
// update. The Push toggle, also computed, works fine."
// Accepted answer: a binding to a computed property is fine: `$settings.sounds` writes through the setter (rules
// §9.2). What refreshes the view is objectWillChange (rules §6.3, §4.4). `pushEnabled`'s setter changes a
// @Published set, so it publishes; `sounds` stores into a plain `var`, which publishes nothing, so no body runs.
// Mark the backing storage @Published (or send objectWillChange in the setter). The next body run (Push) shows both.
// Source: rules §6.3, §4.4, §9.2; Apple https://developer.apple.com/documentation/combine/published
import SwiftUI

final class NotificationSettings: ObservableObject {
    @Published private var channels: Set<String> = []
    private var soundsStorage = false

    var pushEnabled: Bool {
        get { channels.contains("push") }
        set {
            print("pushEnabled set to \(newValue)")
            if newValue {
                channels.insert("push")
            } else {
                channels.remove("push")
            }
        }
    }

    var sounds: Bool {
        get { soundsStorage }
        set {
            print("sounds set to \(newValue)")
            soundsStorage = newValue
        }
    }
}

struct NotificationSettingsView: View {
    @StateObject private var settings = NotificationSettings()

    var body: some View {
        let _ = print("NotificationSettingsView body: push \(settings.pushEnabled), sounds \(settings.sounds)")
        Form {
            Toggle("Push", isOn: $settings.pushEnabled)
            Toggle("Sounds", isOn: $settings.sounds)
        }
    }
}

:mount NotificationSettingsView()
// expect: NotificationSettingsView body: push false, sounds false
:toggle "Sounds"
// expect: sounds set to true
:toggle "Push"
// expect: pushEnabled set to true
// expect: NotificationSettingsView body: push true, sounds true
