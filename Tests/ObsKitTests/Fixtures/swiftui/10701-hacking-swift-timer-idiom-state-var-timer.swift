// combine style: the Hacking with Swift timer idiom — `@State var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()` with `.onReceive(timer)`, stopped by `timer.upstream.connect().cancel()`; after the stop, advancing the clock delivers nothing (rules §15.15)
import SwiftUI
import Combine

struct BrewTimerView: View {
    @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var seconds = 0
    @State private var stopped = false

    var body: some View {
        let _ = print("BrewTimerView body: \(seconds)s stopped=\(stopped)")
        VStack {
            Text("\(seconds)s")
            Button("Stop") {
                timer.upstream.connect().cancel()
                stopped = true
            }
        }
        .onReceive(timer) { _ in
            seconds += 1
        }
    }
}

:mount BrewTimerView()
// expect: BrewTimerView body: 0s stopped=false
:advance 2s
// expect: BrewTimerView body: 1s stopped=false
// expect: BrewTimerView body: 2s stopped=false
:tap "Stop"
// expect: BrewTimerView body: 2s stopped=true
:advance 3s
