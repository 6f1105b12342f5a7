// Migration guide, "before" picture: a workout screen that owns its log with @StateObject and also has a bit of
// view state of its own (whether tips are shown). The minutes are shown by a child through @ObservedObject.
// What SwiftUI does: showing the tips writes the screen's @State, so the screen's body runs; the child gets the
// same object reference, which compares equal (rules §2.5: @ObservedObject compares the reference), so its body
// does not run (rules §2.7). Logging minutes publishes objectWillChange, and both the screen's @StateObject box and
// the child's @ObservedObject box are subscribed (rules §4.4, §5.1), so both bodies run, even though the screen never
// reads the minutes (rules §6.5). The log is made once, before the first body (rules §4.2, §4.3).
// Sources: rules §2.5, §2.7, §3.4, §4.2, §4.3, §4.4, §5.1, §6.5;
// https://developer.apple.com/documentation/swiftui/stateobject
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

final class WorkoutLog: ObservableObject {
    @Published var minutes = 0

    init() {
        print("WorkoutLog init")
    }
}

struct MinutesView: View {
    @ObservedObject var log: WorkoutLog

    var body: some View {
        let _ = print("MinutesView body: \(log.minutes)")
        Text("\(log.minutes) minutes today")
    }
}

struct WorkoutScreen: View {
    @StateObject private var log = WorkoutLog()
    @State private var showTips = false

    var body: some View {
        let _ = print("WorkoutScreen body: tips \(showTips)")
        VStack {
            MinutesView(log: log)
            if showTips {
                Text("Stretch before you run")
            }
            Button("Log 10 min") {
                log.minutes += 10
            }
            Button("Tips") {
                showTips.toggle()
            }
        }
    }
}

:mount WorkoutScreen()
// expect: WorkoutLog init
// expect: WorkoutScreen body: tips false
// expect: MinutesView body: 0
:tap "Tips"
// expect: WorkoutScreen body: tips true
:tap "Log 10 min"
// expect: WorkoutScreen body: tips true
// expect: MinutesView body: 10
