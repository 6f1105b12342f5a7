// Stack Overflow style: "my Toggle in a List row doesn't save to the model, and 'Enable all' doesn't move it" (the asker's version: the row copies the model's Bool into its own @State in init)
// PITFALL (on purpose): the row's @State is set up once, from the first init; the switch flips only that copy, and a later model change re-runs the row (its value differs) without changing the switch (rules §3.2, §3.1, §2.5, §6.3)
import SwiftUI

struct Alarm: Identifiable {
    let id: Int
    let label: String
    var enabled: Bool
}

final class AlarmStore: ObservableObject {
    @Published var alarms = [
        Alarm(id: 1, label: "6:30", enabled: false),
        Alarm(id: 2, label: "7:15", enabled: false),
    ]
}

struct AlarmRow: View {
    let alarm: Alarm
    @State private var isOn: Bool

    init(alarm: Alarm) {
        self.alarm = alarm
        _isOn = State(initialValue: alarm.enabled)
    }

    var body: some View {
        let _ = print("AlarmRow body: \(alarm.label) switch \(isOn ? "on" : "off"), model \(alarm.enabled ? "on" : "off")")
        Toggle(alarm.label, isOn: $isOn)
    }
}

struct AlarmList: View {
    @StateObject private var store = AlarmStore()

    var body: some View {
        let _ = print("AlarmList body: \(store.alarms.filter { $0.enabled }.count) on")
        VStack {
            List {
                ForEach(store.alarms) { alarm in
                    AlarmRow(alarm: alarm)
                }
            }
            Button("Enable all") {
                for i in store.alarms.indices {
                    store.alarms[i].enabled = true
                }
            }
        }
    }
}

:mount AlarmList()
// expect: AlarmList body: 0 on
// expect: AlarmRow body: 6:30 switch off, model off
// expect: AlarmRow body: 7:15 switch off, model off
:toggle "6:30"
// expect: AlarmRow body: 6:30 switch on, model off
:tap "Enable all"
// expect: AlarmList body: 2 on
// expect: AlarmRow body: 6:30 switch on, model on
// expect: AlarmRow body: 7:15 switch off, model on
:toggle "7:15"
// expect: AlarmRow body: 7:15 switch on, model on
