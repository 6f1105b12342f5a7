// Workout: a lap counter shown only while the workout runs, with its own `Timer.publish(...).autoconnect()` and
// `.onReceive`; stopping removes it and the ticks stop reaching anything. Own code.
// What SwiftUI does: the counter's struct (and its timer) is made in the parent's body when the branch fills (rules
// §2.6, §1.1); each tick writes its `@State` and only the counter's body runs (rules §3.4, §10.1; each tick a turn,
// rules §15.15). Stopping destroys the node: its subscription is cancelled and `onDisappear` reads the state it had
// (rules §1.4). While stopped, time passes with nothing printed. Starting again makes a new node with fresh state
// and a new timer that fires a second after it was made.
// Sources: rules §1.1, §1.4, §2.6, §3.4, §10.1, §15.15;
// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
import SwiftUI

struct LapCounter: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var seconds = 0

    var body: some View {
        let _ = print("LapCounter body: \(seconds)s")
        Text("\(seconds) s")
            .onReceive(timer) { _ in
                seconds += 1
            }
            .onDisappear {
                print("LapCounter gone at \(seconds)s")
            }
    }
}

struct WorkoutView: View {
    @State private var isRunning = false

    var body: some View {
        let _ = print("WorkoutView body: running \(isRunning)")
        VStack {
            if isRunning {
                LapCounter()
            }
            Button(isRunning ? "Stop" : "Start") {
                isRunning.toggle()
            }
        }
    }
}

:mount WorkoutView()
// expect: WorkoutView body: running false
:tap "Start"
// expect: WorkoutView body: running true
// expect: LapCounter body: 0s
:advance 2s
// expect: LapCounter body: 1s
// expect: LapCounter body: 2s
:tap "Stop"
// expect: WorkoutView body: running false
// expect: LapCounter gone at 2s
:advance 3s
:tap "Start"
// expect: WorkoutView body: running true
// expect: LapCounter body: 0s
:advance 1s
// expect: LapCounter body: 1s
