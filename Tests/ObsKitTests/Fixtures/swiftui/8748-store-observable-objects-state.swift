// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (Store observable objects: a @State property instantiates its default value every time SwiftUI instantiates the view, but the view keeps using the instance it started with)
import SwiftUI

var timersMade = 0

@Observable final class ReadingTimer {
    let serial: Int
    var minutes = 0
    init() {
        timersMade += 1
        serial = timersMade
        print("ReadingTimer #\(serial) init")
    }
}

struct TimerView: View {
    @State private var timer = ReadingTimer()

    var body: some View {
        Button("Add 5 minutes") {
            timer.minutes += 5
            print("timer #\(timer.serial): \(timer.minutes) min")
        }
    }
}

struct Dashboard: View {
    @State private var theme = 0

    var body: some View {
        VStack {
            Button("Theme") { theme += 1 }
            Text("theme \(theme)")
            TimerView()
        }
    }
}

:mount Dashboard()
:tap "Add 5 minutes"
:tap "Theme"
:tap "Add 5 minutes"
:tap "Theme"
:tap "Add 5 minutes"
// expect: ReadingTimer #1 init
// expect: timer #1: 5 min
// expect: ReadingTimer #2 init
// expect: timer #1: 10 min
// expect: ReadingTimer #3 init
// expect: timer #1: 15 min
