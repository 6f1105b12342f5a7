// Hacking with Swift style (game loop tick): a 0.25 s autoconnected timer moves a ball inside withAnimation, which only runs its body; writes to unread state (velocity) run no body, pausing skips ticks (rules §3.5, §10.1, §15.15)
import SwiftUI
import Combine

struct GameView: View {
    @State private var x = 0
    @State private var velocity = 1
    @State private var frames = 0
    @State private var paused = false
    let loop = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("frame \(frames): x=\(x)")
        VStack {
            Circle()
                .frame(width: 20, height: 20)
                .offset(x: CGFloat(x) * 10)
            Button(paused ? "Resume" : "Pause") { paused.toggle() }
        }
        .onReceive(loop) { _ in
            guard !paused else { return }
            withAnimation(.linear(duration: 0.25)) {
                x += velocity
                if x == 3 || x == 0 {
                    velocity = -velocity
                    print("bounce at \(x)")
                }
            }
            frames += 1
        }
    }
}
:mount GameView()
// expect: frame 0: x=0
:advance 1s
// expect: frame 1: x=1
// expect: frame 2: x=2
// expect: bounce at 3
// expect: frame 3: x=3
// expect: frame 4: x=2
:advance 500ms
// expect: frame 5: x=1
// expect: bounce at 0
// expect: frame 6: x=0
:tap "Pause"
// expect: frame 6: x=0
:advance 1s
:tap "Resume"
// expect: frame 6: x=0
:advance 250ms
// expect: frame 7: x=1
