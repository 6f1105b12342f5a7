// "My @StateObject's init runs on every parent update": the child struct's init runs on each parent body, but the @StateObject autoclosure runs once per view identity (SEMANTICS §2 child initializers re-run with the parent body, §4 the thunk runs once, right before the first body; T7, T14; Apple: StateObject)
import SwiftUI

final class LapClock: ObservableObject {
    @Published var laps: [Int] = []

    init() {
        print("LapClock init")
    }
}

struct LapList: View {
    @StateObject private var clock = LapClock()
    let accent: String

    init(accent: String) {
        self.accent = accent
        print("LapList init, accent \(accent)")
    }

    var body: some View {
        VStack {
            Text("\(clock.laps.count) laps in \(accent)")
            Button("Lap") {
                clock.laps.append(clock.laps.count + 1)
                print("laps: \(clock.laps)")
            }
        }
    }
}

struct StopwatchScreen: View {
    @State private var accent = "blue"

    var body: some View {
        VStack {
            Text("Accent: \(accent)")
            Button("Use orange") { accent = "orange" }
            Button("Use green") { accent = "green" }
            LapList(accent: accent)
        }
    }
}

:mount StopwatchScreen()
:tap "Lap"
:tap "Use orange"
:tap "Lap"
:tap "Use green"

// expect: LapList init, accent blue
// expect: LapClock init
// expect: laps: [1]
// expect: LapList init, accent orange
// expect: laps: [1, 2]
// expect: LapList init, accent green
