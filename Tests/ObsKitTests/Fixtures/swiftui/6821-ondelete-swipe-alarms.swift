// Follows Apple's `onDelete(perform:)` page
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)): "Sets the deletion action
// for the dynamic view. You must delete the corresponding item within action"; "SwiftUI passes a set of indices to the
// closure that's relative to the dynamic view's underlying collection of data". Own code: alarms in a List, each row
// a Toggle on its own @State, deleted with `remove(atOffsets:)`.
// - A swipe (`:delete`) calls the action with the row's offset in the ForEach's data; the action changes the data
//   (rules §15.2). Its print comes first, then the parent's body, which reads the alarms (rules §0.3, §3.5).
// - The row's node goes when its id leaves the data, that is in the update after the action (Apple: the action is
//   called "after the row has already been removed from the List", on screen; the row's view still has its id in the
//   data until the action removes it). Its onDisappear runs after that update (rules §1.2, §1.4, §10.3, §11.1). The
//   other rows keep their nodes and @State, though their offsets changed (rules §1.2).
// - A row's toggle changes only that row's @State; its `onChange(of:)` reports the new value. Row bodies print
//   nothing (several are made at mount, in an unspecified order).
import SwiftUI

struct Alarm: Identifiable {
    let id: Int
    let time: String
}

struct AlarmRow: View {
    let alarm: Alarm
    @State private var isOn = true

    var body: some View {
        Toggle(alarm.time, isOn: $isOn)
            .onChange(of: isOn) { _, newValue in
                print("\(alarm.time) is now \(newValue ? "on" : "off")")
            }
            .onDisappear {
                print("AlarmRow disappeared \(alarm.time)")
            }
    }
}

struct AlarmList: View {
    @State private var alarms = [
        Alarm(id: 1, time: "6:30"),
        Alarm(id: 2, time: "7:00"),
        Alarm(id: 3, time: "7:30"),
    ]

    var body: some View {
        let _ = print("AlarmList body: \(alarms.map(\.time).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(alarms) { alarm in
                    AlarmRow(alarm: alarm)
                }
                .onDelete(perform: deleteAlarms)
            }
            .navigationTitle("Alarms")
        }
    }

    func deleteAlarms(at offsets: IndexSet) {
        print("onDelete offsets \(Array(offsets))")
        alarms.remove(atOffsets: offsets)
    }
}

:mount AlarmList()
// expect: AlarmList body: 6:30, 7:00, 7:30
:toggle "7:30"
// expect: 7:30 is now off
:delete "7:00"
// expect: onDelete offsets [1]
// expect: AlarmList body: 6:30, 7:30
// expect: AlarmRow disappeared 7:00
:toggle "7:30"
// expect: 7:30 is now on
:toggle "6:30"
// expect: 6:30 is now off
:delete "6:30"
// expect: onDelete offsets [0]
// expect: AlarmList body: 7:30
// expect: AlarmRow disappeared 6:30
