// Swift Forums style: "for var item in items doesn't change anything" (pitfall part: a for-in loop over a @State array of structs changes loop copies, so no write reaches the State; fix part: loop over the indices and write each element, one write to the State and one body run) (the second "Mute all" writes equal values, so nothing runs) (rules §3.4, §3.5, §10.1)
import SwiftUI

struct Alarm: Identifiable, Equatable {
    let id: Int
    var label: String
    var isOn: Bool
}

struct AlarmsView: View {
    @State private var alarms = [
        Alarm(id: 1, label: "6:30", isOn: true),
        Alarm(id: 2, label: "7:00", isOn: true),
        Alarm(id: 3, label: "7:15", isOn: false),
    ]

    var body: some View {
        let _ = print("AlarmsView body: on = \(alarms.filter(\.isOn).map(\.label))")
        VStack {
            ForEach(alarms) { alarm in
                Text("\(alarm.label) \(alarm.isOn ? "on" : "off")")
            }
            Button("Mute all (broken)") {
                for var alarm in alarms {
                    alarm.isOn = false
                }
                print("after the loop: \(alarms.filter(\.isOn).count) still on")
            }
            Button("Mute all") {
                for index in alarms.indices {
                    alarms[index].isOn = false
                }
                print("after the fixed loop: \(alarms.filter(\.isOn).count) still on")
            }
        }
    }
}

:mount AlarmsView()
// expect: AlarmsView body: on = ["6:30", "7:00"]
// --- pitfall part
:tap "Mute all (broken)"
// expect: after the loop: 2 still on
// --- fix part: several element writes in one action, one body run
:tap "Mute all"
// expect: after the fixed loop: 0 still on
// expect: AlarmsView body: on = []
:tap "Mute all"
// expect: after the fixed loop: 0 still on
