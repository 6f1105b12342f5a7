// Swift with Majid-style "_printChanges with @Binding": an alerts row gets `$alertsOn` and has its own @State; toggling it runs only the row, and a toggle the settings screen only binds runs nothing at all
// What SwiftUI does: the first run lists every dynamic property, the @Binding included (rules §12.2, ObsREPL's
// choice). The screen only makes `$alertsOn` and `$soundsOn`, which is not a read (rules §3.5), so it never runs
// again. The row reads `isOn` in its body, so flipping "Alerts" runs the row (rules §9.3), printing `_isOn`;
// its own flag prints `_isExpanded` (rules §12.1). Nothing in a body reads `soundsOn`, so flipping "Sounds"
// runs no body.
// Sources: rules §3.5, §9.3, §12.1, §12.2, T3.
import SwiftUI

struct AlertsRow: View {
    @Binding var isOn: Bool
    @State private var isExpanded = false

    init(isOn: Binding<Bool>) {
        _isOn = isOn
    }

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Toggle("Alerts", isOn: $isOn)
            Text(isOn ? "Alerts are on" : "Alerts are off")
            Button("Details") { isExpanded.toggle() }
            if isExpanded {
                Text("Delivered at 9:00")
            }
        }
    }
}

struct NotificationSettings: View {
    @State private var alertsOn = false
    @State private var soundsOn = true

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            AlertsRow(isOn: $alertsOn)
            Toggle("Sounds", isOn: $soundsOn)
        }
    }
}

:mount NotificationSettings()
// expect: NotificationSettings: @self, @identity, _alertsOn, _soundsOn changed.
// expect: AlertsRow: @self, @identity, _isOn, _isExpanded changed.
:toggle "Alerts"
// expect: AlertsRow: _isOn changed.
:toggle "Sounds"
:tap "Details"
// expect: AlertsRow: _isExpanded changed.
:toggle "Alerts"
// expect: AlertsRow: _isOn changed.
