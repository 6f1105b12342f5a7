// Follows Apple's `StateObject` page (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates
// a new instance of the model object only once during the lifetime of the container that declares the state object."
// Own code: a track meet, one row per runner, each row owning a LapCounter with `@StateObject private var counter =
// LapCounter()`.
// - The closure runs right before the row's first body (rules §4.2): the parent's body, then LapCounter init, then
//   the row's body. Later parent renders build new row values whose closures are ignored (rules §4.3); `= LapCounter()`
//   captures nothing, so the row's value stays equal and its body does not run (rules §2.5, §2.7).
// - Removing a runner destroys that row's node and releases its LapCounter, which deinits in that update (rules
//   §1.2, §1.4). The remaining row keeps its counter.
// - A change of the object runs only the row that observes it (rules §4.4, §5.1).
// - One row is made or removed per update, so the lines of different rows never need ordering.
import SwiftUI

final class LapCounter: ObservableObject {
    @Published var laps = 0

    init() {
        print("LapCounter init")
    }

    deinit {
        print("LapCounter deinit")
    }
}

struct RunnerRow: View {
    let name: String
    @StateObject private var counter = LapCounter()

    var body: some View {
        let _ = print("RunnerRow body \(name), laps \(counter.laps)")
        Button("\(name) lap \(counter.laps)") {
            counter.laps += 1
        }
    }
}

struct TrackMeet: View {
    @State private var runners = ["Mo"]
    @State private var heat = 1

    var body: some View {
        let _ = print("TrackMeet body, heat \(heat): \(runners.joined(separator: ", "))")
        VStack {
            Text("Heat \(heat)")
            ForEach(runners, id: \.self) { name in
                RunnerRow(name: name)
            }
            Button("Next heat") {
                heat += 1
            }
            Button("Add Zoe") {
                if !runners.contains("Zoe") {
                    runners.append("Zoe")
                }
            }
            Button("Remove Mo") {
                runners.removeAll { $0 == "Mo" }
            }
        }
    }
}

:mount TrackMeet()
// expect: TrackMeet body, heat 1: Mo
// expect: LapCounter init
// expect: RunnerRow body Mo, laps 0
:tap "Mo lap 0"
// expect: RunnerRow body Mo, laps 1
:tap "Next heat"
// expect: TrackMeet body, heat 2: Mo
:tap "Add Zoe"
// expect: TrackMeet body, heat 2: Mo, Zoe
// expect: LapCounter init
// expect: RunnerRow body Zoe, laps 0
:tap "Zoe lap 0"
// expect: RunnerRow body Zoe, laps 1
:tap "Mo lap 1"
// expect: RunnerRow body Mo, laps 2
:tap "Remove Mo"
// expect: TrackMeet body, heat 2: Zoe
// expect: LapCounter deinit
:tap "Next heat"
// expect: TrackMeet body, heat 3: Zoe
:tap "Zoe lap 1"
// expect: RunnerRow body Zoe, laps 2
