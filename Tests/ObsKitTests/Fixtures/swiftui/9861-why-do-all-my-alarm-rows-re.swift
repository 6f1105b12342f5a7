// r/SwiftUI style: "why do all my alarm rows re-render when I flip one Toggle?": `ForEach($store.alarms)` hands each row a new Binding(get:set:) at every list body, and the @Published set re-runs the list, so every row runs (rules §15.1 "a row's binding from ForEach($items) always differs", §6.3, §2.5)
import SwiftUI

struct Alarm: Identifiable {
    let id: Int
    let label: String
    var enabled: Bool
}

final class AlarmStore: ObservableObject {
    @Published var alarms = [
        Alarm(id: 1, label: "6:30", enabled: false),
        Alarm(id: 2, label: "7:15", enabled: true),
    ]
}

struct AlarmRow: View {
    @Binding var alarm: Alarm

    var body: some View {
        let _ = print("AlarmRow body: \(alarm.label) \(alarm.enabled ? "on" : "off")")
        Toggle(alarm.label, isOn: $alarm.enabled)
    }
}

struct AlarmList: View {
    @StateObject private var store = AlarmStore()

    var body: some View {
        let _ = print("AlarmList body: \(store.alarms.filter { $0.enabled }.count) on")
        List {
            ForEach($store.alarms) { $alarm in
                AlarmRow(alarm: $alarm)
            }
        }
    }
}

:mount AlarmList()
// expect: AlarmList body: 1 on
// expect: AlarmRow body: 6:30 off
// expect: AlarmRow body: 7:15 on
:toggle "6:30"
// expect: AlarmList body: 2 on
// expect: AlarmRow body: 6:30 on
// expect: AlarmRow body: 7:15 on
:toggle "7:15"
// expect: AlarmList body: 1 on
// expect: AlarmRow body: 6:30 on
// expect: AlarmRow body: 7:15 off
