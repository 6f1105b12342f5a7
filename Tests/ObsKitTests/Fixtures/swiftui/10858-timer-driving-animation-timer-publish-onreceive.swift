// Tutorial style (a timer driving an animation): Timer.publish with onReceive turns a clock hand 30° per tick inside withAnimation(.linear); a pause flag stops the turning; a counter the body never reads runs nothing (rules §15.15, §3.5, §10.1)
import SwiftUI

struct ClockHandView: View {
    @State private var angle = 0.0
    @State private var ticks = 0
    @State private var running = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("ClockHandView body: angle \(angle), running \(running)")
        VStack(spacing: 20) {
            Rectangle()
                .fill(.primary)
                .frame(width: 4, height: 80)
                .rotationEffect(.degrees(angle), anchor: .bottom)
            Button(running ? "Pause" : "Resume") {
                running.toggle()
            }
        }
        .onReceive(timer) { _ in
            guard running else { return }
            ticks += 1
            withAnimation(.linear(duration: 1)) {
                angle += 30
            }
        }
    }
}

:mount ClockHandView()
// expect: ClockHandView body: angle 0.0, running true
:advance 2s
// expect: ClockHandView body: angle 30.0, running true
// expect: ClockHandView body: angle 60.0, running true
:tap "Pause"
// expect: ClockHandView body: angle 60.0, running false
:advance 2s
:tap "Resume"
// expect: ClockHandView body: angle 60.0, running true
:advance 1s
// expect: ClockHandView body: angle 90.0, running true
