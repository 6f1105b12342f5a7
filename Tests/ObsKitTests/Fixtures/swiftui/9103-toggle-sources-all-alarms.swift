// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/toggle/init(sources:ison:label:) (one toggle representing the isOn of several alarms)
// Apple's example of a toggle over a collection: `Toggle(sources: $alarms, isOn: \.isOn) { Text("Enable all alarms") }`,
// beside one toggle per alarm.
// - init(sources:isOn:label:) "Creates a toggle representing a collection of values"; `isOn` is "The key path of the
//   values that determines whether the toggle is on, mixed or off". With every alarm off the toggle is off;
//   turning it on turns on every source's binding, turning it off turns them all off.
// - (Not exercised: flipping it while mixed, which the page does not describe.)
// - The body reads `alarms`, so each write runs it once (https://developer.apple.com/documentation/swiftui/state).
import SwiftUI

struct Alarm: Hashable, Identifiable {
    var id = UUID()
    var isOn = false
    var name = ""
}

struct AlarmsView: View {
    @State private var alarms = [
        Alarm(isOn: false, name: "Morning"),
        Alarm(isOn: false, name: "Evening"),
    ]

    var body: some View {
        let _ = print("on: \(alarms.filter(\.isOn).map(\.name).joined(separator: ", "))")
        Form {
            Section {
                ForEach($alarms) { $alarm in
                    Toggle(alarm.name, isOn: $alarm.isOn)
                }
            }
            Toggle(sources: $alarms, isOn: \.isOn) {
                Text("Enable all alarms")
            }
        }
    }
}

:mount AlarmsView()
// expect: on: 
:toggle "Enable all alarms"
// expect: on: Morning, Evening
:toggle "Enable all alarms"
// expect: on: 
:toggle "Evening"
// expect: on: Evening
