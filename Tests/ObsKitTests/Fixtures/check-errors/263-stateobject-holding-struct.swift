// Check error: @StateObject holding a struct
import SwiftUI

struct TimerState {
    var seconds = 0
}

struct StopwatchView: View {
    @StateObject private var timer = TimerState()

    var body: some View {
        VStack {
            Text("\(timer.seconds) s")
            Button("Tick") { timer.seconds += 1 }
        }
    }
}

:mount StopwatchView()
// expect-error: generic struct 'StateObject' requires that 'TimerState' conform to 'ObservableObject'
