// Mistake: holds an @Observable class (which is not an ObservableObject) with @StateObject instead of @State.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

@Observable
final class TimerModel {
    var seconds = 0
    var isRunning = false

    func toggle() {
        isRunning.toggle()
    }

    func reset() {
        seconds = 0
        isRunning = false
    }
}

struct TimerView: View {
    @StateObject private var model = TimerModel()

    var body: some View {
        VStack(spacing: 16) {
            Text("\(model.seconds) s")
                .font(.largeTitle)
            HStack {
                Button(model.isRunning ? "Pause" : "Start") {
                    model.toggle()
                }
                Button("Reset") {
                    model.reset()
                }
            }
        }
    }
}

:mount TimerView()
:tap "Start"
// expect-error: generic struct 'StateObject' requires that 'TimerModel' conform to 'ObservableObject'
