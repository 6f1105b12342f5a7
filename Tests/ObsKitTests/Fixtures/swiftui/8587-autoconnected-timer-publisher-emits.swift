// SwiftUI from Apple's documentation: Timer publish(every:tolerance:on:in:options:) — https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:) (an autoconnected timer publisher emits on its interval; onReceive runs once per tick)
import SwiftUI
import Combine

struct ClockView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        Text("Ticks: \(ticks)")
            .onReceive(timer) { _ in
                ticks += 1
                print("tick \(ticks)")
            }
    }
}

:mount ClockView()
:advance 3s
// expect: tick 1
// expect: tick 2
// expect: tick 3
