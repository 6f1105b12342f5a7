// Migration guide, "after" picture: the workout screen of 7074 with an @Observable log kept in @State, and the child
// taking it as a plain property.
// What SwiftUI does: the screen's own flag still runs the screen's body, and the child, given the same reference,
// does not run (rules §2.3: a class reference compares by identity, §2.7). Logging minutes now runs only the child:
// it is the only body that read `minutes` (rules §8.3); @State holding an @Observable class is not invalidated by
// changes inside the object, only by reads being tracked (rules §3.7). The log is made when the root struct is
// built, before the first body (rules §3.1), and the root is never built again, so it is made once.
// Sources: rules §2.3, §2.7, §3.1, §3.7, §8.3;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class WorkoutLog {
    var minutes = 0

    init() {
        print("WorkoutLog init")
    }
}

struct MinutesView: View {
    let log: WorkoutLog

    var body: some View {
        let _ = print("MinutesView body: \(log.minutes)")
        Text("\(log.minutes) minutes today")
    }
}

struct WorkoutScreen: View {
    @State private var log = WorkoutLog()
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
// expect: MinutesView body: 10
:tap "Log 10 min"
// expect: MinutesView body: 20
