// Kodeco style (timer in a view): onReceive(Timer.publish(every:on:in:).autoconnect()) bumps @State once a second; each tick is its own update, and onChange runs after the body (rules §3.4, §10.1, §10.3, §11.1, §15.15)
import SwiftUI
import Combine

struct TickerView: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("body ticks=\(ticks)")
        VStack {
            Text("Ticks: \(ticks)")
            Button("Reset") { ticks = 0 }
        }
        .onReceive(timer) { _ in
            ticks += 1
            print("tick \(ticks)")
        }
        .onChange(of: ticks) { oldValue, newValue in
            print("changed \(oldValue) -> \(newValue)")
        }
    }
}

:mount TickerView()
// expect: body ticks=0
:advance 3s
// expect: tick 1
// expect: body ticks=1
// expect: changed 0 -> 1
// expect: tick 2
// expect: body ticks=2
// expect: changed 1 -> 2
// expect: tick 3
// expect: body ticks=3
// expect: changed 2 -> 3
:tap "Reset"
// expect: body ticks=0
// expect: changed 3 -> 0
:advance 1s
// expect: tick 1
// expect: body ticks=1
// expect: changed 0 -> 1
