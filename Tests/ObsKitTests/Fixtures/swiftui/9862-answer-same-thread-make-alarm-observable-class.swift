// r/SwiftUI style: the answer from the same thread: make Alarm an @Observable class and give each row a @Bindable; a Toggle flip re-runs only its row, and "Turn all off" re-runs just the rows whose flag changed (rules §8.5, §8.3, §8.1, §2.5)
import SwiftUI
import Observation

@Observable
final class Alarm: Identifiable {
    let id: Int
    let label: String
    var enabled: Bool

    init(id: Int, label: String, enabled: Bool) {
        self.id = id
        self.label = label
        self.enabled = enabled
    }
}

@Observable
final class AlarmStore {
    var alarms = [
        Alarm(id: 1, label: "6:30", enabled: false),
        Alarm(id: 2, label: "7:15", enabled: true),
        Alarm(id: 3, label: "9:00", enabled: false),
    ]
}

struct AlarmRow: View {
    @Bindable var alarm: Alarm

    var body: some View {
        let _ = print("AlarmRow body: \(alarm.label) \(alarm.enabled ? "on" : "off")")
        Toggle(alarm.label, isOn: $alarm.enabled)
    }
}

struct AlarmList: View {
    @State private var store = AlarmStore()

    var body: some View {
        let _ = print("AlarmList body: \(store.alarms.count) alarms")
        VStack {
            List {
                ForEach(store.alarms) { alarm in
                    AlarmRow(alarm: alarm)
                }
            }
            Button("Turn all off") {
                for alarm in store.alarms {
                    alarm.enabled = false
                }
            }
        }
    }
}

:mount AlarmList()
// expect: AlarmList body: 3 alarms
// expect: AlarmRow body: 6:30 off
// expect: AlarmRow body: 7:15 on
// expect: AlarmRow body: 9:00 off
:toggle "6:30"
// expect: AlarmRow body: 6:30 on
:tap "Turn all off"
// expect: AlarmRow body: 6:30 off
// expect: AlarmRow body: 7:15 off
