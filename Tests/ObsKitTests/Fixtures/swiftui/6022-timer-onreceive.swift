// A countdown with Timer.publish(...).autoconnect() and .onReceive (Hacking with Swift "How to use a timer
// with SwiftUI"); the timer is cancelled with upstream.connect().cancel() when the count reaches zero.
// Expected: one tick per virtual second; at 0 the timer is cancelled and no more ticks arrive.
// Source: https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) ;
// https://www.hackingwithswift.com/quick-start/swiftui/how-to-use-a-timer-with-swiftui
import SwiftUI

struct ContentView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var timeRemaining = 3

    var body: some View {
        Text("Time: \(timeRemaining)")
            .onReceive(timer) { time in
                if timeRemaining > 0 {
                    timeRemaining -= 1
                    print("tick \(timeRemaining)")
                } else {
                    timer.upstream.connect().cancel()
                    print("stopped")
                }
            }
    }
}

:mount ContentView()
:advance 5s
:tree

// expect: tick 2
// expect: tick 1
// expect: tick 0
// expect: stopped
// expect: ContentView#1
// expect:   Text "Time: 0"  .onReceive
