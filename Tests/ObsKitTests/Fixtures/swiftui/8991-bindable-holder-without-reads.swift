// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (if a view doesn't read any property of the observable object in its body, it has no dependency on it: a view holding @Bindable var timer that shows only a constant label doesn't update as the timer's properties change, while the view reading seconds does)
import SwiftUI
import Observation

@Observable
final class LapTimer {
    var seconds = 0
    var laps = 0
}

struct TimerControls: View {
    @Bindable var timer: LapTimer

    var body: some View {
        let _ = print("controls")
        VStack {
            Text("Controls")
            Button("Tick") { timer.seconds += 1 }
            Button("Lap") { timer.laps += 1 }
        }
    }
}

struct SecondsView: View {
    var timer: LapTimer

    var body: some View {
        let _ = print("seconds \(timer.seconds)")
        Text("\(timer.seconds)s")
    }
}

struct TimerScreen: View {
    @State private var timer = LapTimer()

    var body: some View {
        VStack {
            SecondsView(timer: timer)
            TimerControls(timer: timer)
        }
    }
}

:mount TimerScreen()
:tap "Tick"
:tap "Lap"
:tap "Tick"
// expect: seconds 0
// expect: controls
// expect: seconds 1
// expect: seconds 2
