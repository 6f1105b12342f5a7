// Mistake: marks a class's properties @Published but forgets to make the class conform to ObservableObject, then owns it with @StateObject.
// Expected message: Xcode (author's knowledge); machine check: generic struct 'StateObject' requires that 'TimerModel' conform to 'ObservableObject'
import SwiftUI

final class TimerModel {
    @Published var seconds = 0
    @Published var isRunning = false

    func toggle() {
        isRunning.toggle()
    }
}

struct TimerView: View {
    @StateObject private var timer = TimerModel()

    var body: some View {
        VStack {
            Text("\(timer.seconds) s")
            Button(timer.isRunning ? "Stop" : "Start") {
                timer.toggle()
            }
        }
    }
}

:mount TimerView()
// expect-error: generic struct 'StateObject' requires that 'TimerModel' conform to 'ObservableObject'
