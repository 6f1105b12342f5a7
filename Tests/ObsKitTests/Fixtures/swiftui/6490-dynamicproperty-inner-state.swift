// SwiftUI Lab style: a custom DynamicProperty wrapper that keeps its value in an inner @State.
// SwiftUI reflects a custom DynamicProperty's fields, so the nested @State gets a box in the host view's node; a
// write to it invalidates the host (rules §7.1, §7.3; Apple `dynamicproperty`: "the view gives values to these
// properties prior to recomputing the view's body"). `update()` runs before every body of the host (rules §7.2), so
// its line always comes right before the body's line.
import SwiftUI

@propertyWrapper
struct Switch: DynamicProperty {
    @State private var isOn: Bool

    init(wrappedValue: Bool) {
        _isOn = State(initialValue: wrappedValue)
    }

    var wrappedValue: Bool {
        get { isOn }
        nonmutating set { isOn = newValue }
    }

    var projectedValue: Binding<Bool> { $isOn }

    func update() {
        print("Switch.update")
    }
}

struct NotificationsRow: View {
    @Switch var muted = false

    var body: some View {
        let _ = print("NotificationsRow body, muted \(muted)")
        VStack {
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }
            Toggle("Muted", isOn: $muted)
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        NotificationsRow()
    }
}

:mount SettingsScreen()
// expect: Switch.update
// expect: NotificationsRow body, muted false
:tap "Mute"
// expect: Switch.update
// expect: NotificationsRow body, muted true
:toggle "Muted"
// expect: Switch.update
// expect: NotificationsRow body, muted false
:tap "Mute"
// expect: Switch.update
// expect: NotificationsRow body, muted true
