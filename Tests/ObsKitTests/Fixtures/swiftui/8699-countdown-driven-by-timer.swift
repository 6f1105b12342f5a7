// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) (a countdown driven by a Timer.publish(every: 1, ...).autoconnect() publisher through onReceive; a Resume/Pause button flips @State isRunning, and ticks while paused are ignored)
import SwiftUI

struct CountdownView: View {
    @State private var remaining = 3
    @State private var isRunning = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(remaining)")
            Button(isRunning ? "Pause" : "Resume") { isRunning.toggle() }
        }
        .onReceive(timer) { _ in
            guard isRunning, remaining > 0 else { return }
            remaining -= 1
            print("remaining \(remaining)")
            if remaining == 0 {
                print("lift off")
            }
        }
    }
}

:mount CountdownView()
:advance 2s
:tap "Resume"
:advance 2s
:tap "Pause"
:advance 3s
:tap "Resume"
:advance 3s
// expect: remaining 2
// expect: remaining 1
// expect: remaining 0
// expect: lift off
