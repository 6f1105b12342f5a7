// Apple, "StateObject" (the view owns its model; the autoclosure runs once per identity), daringsnowball-style lifecycle log; rules §2.5, §2.6, §4.2, §4.3, T7
import SwiftUI

final class LapTimerModel: ObservableObject {
    @Published var laps: [String] = []

    init() { print("LapTimerModel init") }
    deinit { print("LapTimerModel deinit") }
}

struct LapList: View {
    @StateObject private var model = LapTimerModel()

    init() { print("LapList init") }

    var body: some View {
        let _ = print("LapList body, \(model.laps.count) laps")
        VStack {
            Button("Lap") { model.laps.append("Lap \(model.laps.count + 1)") }
            ForEach(model.laps, id: \.self) { lap in
                Text(lap)
            }
        }
    }
}

struct StopwatchScreen: View {
    @State private var showHundredths = false

    var body: some View {
        let _ = print("StopwatchScreen body")
        VStack {
            Toggle("Hundredths", isOn: $showHundredths)
            Text(showHundredths ? "00:00.00" : "00:00")
            LapList()
        }
    }
}

:mount StopwatchScreen()
:tap "Lap"
:toggle "Hundredths"
:tap "Lap"
:unmount

// expect: StopwatchScreen body
// expect: LapList init
// expect: LapTimerModel init
// expect: LapList body, 0 laps
// expect: LapList body, 1 laps
// expect: StopwatchScreen body
// expect: LapList init
// expect: LapList body, 2 laps
// expect: LapTimerModel deinit
