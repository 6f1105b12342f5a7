// Hacking with Swift style (countdown with upstream.connect().cancel()): the autoconnected timer stops when its upstream connection is cancelled; onChange runs after each body with old and new values (rules §12.1, §12.2, §15.13, §15.15)
import SwiftUI
import Combine

struct ContentView: View {
    @State private var timeRemaining = 4
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = Self._printChanges()
        Text("Time: \(timeRemaining)")
            .onReceive(timer) { _ in
                if timeRemaining > 0 {
                    timeRemaining -= 1
                } else {
                    timer.upstream.connect().cancel()
                    print("stopped")
                }
            }
            .onChange(of: timeRemaining) { oldValue, newValue in
                print("\(oldValue) -> \(newValue)")
            }
    }
}
:mount ContentView()
// expect: ContentView: @self, @identity, _timeRemaining changed.
:advance 2s
// expect: ContentView: _timeRemaining changed.
// expect: 4 -> 3
// expect: ContentView: _timeRemaining changed.
// expect: 3 -> 2
:advance 3s
// expect: ContentView: _timeRemaining changed.
// expect: 2 -> 1
// expect: ContentView: _timeRemaining changed.
// expect: 1 -> 0
// expect: stopped
:advance 3s
