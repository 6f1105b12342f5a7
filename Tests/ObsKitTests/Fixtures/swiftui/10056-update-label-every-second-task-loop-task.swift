// Stack Overflow Q&A style: "update a label every second": a .task loop with Task.sleep counts down on the virtual clock (each wake is its own update, the task's print comes before the flush it caused), and Timer.publish(...).autoconnect() with onReceive ticks a counter; unmounting cancels both (rules §11.3, §15.15, §10.1)
import SwiftUI

struct CountdownLabel: View {
    @State private var remaining = 3

    var body: some View {
        let _ = print("CountdownLabel body: \(remaining)")
        Text(remaining > 0 ? "\(remaining)s left" : "Liftoff")
            .task {
                while remaining > 0 {
                    try? await Task.sleep(for: .seconds(1))
                    remaining -= 1
                }
                print("countdown finished")
            }
    }
}

struct TickingClock: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("TickingClock body: \(ticks)")
        Text("Ticks \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
    }
}

:mount CountdownLabel()
// expect: CountdownLabel body: 3
:advance 1s
// expect: CountdownLabel body: 2
:advance 2s
// expect: CountdownLabel body: 1
// expect: countdown finished
// expect: CountdownLabel body: 0
:advance 2s
:mount TickingClock()
// expect: TickingClock body: 0
:advance 2s
// expect: TickingClock body: 1
// expect: TickingClock body: 2
:unmount
:advance 3s
