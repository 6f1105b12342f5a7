// Kodeco SwiftUI Apprentice style (HIITFit): a TimerView with `@State private var timeRemaining = 3`, `@Binding var timerDone` and `let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()` read with onReceive, shown by the ExerciseView's `@State showTimer`; on the virtual clock each tick is a turn that runs only the timer (rules §15.15, §3.4); the last tick writes timerDone, which the exercise view reads (it enables "Done"), so the exercise view runs and hands the timer a new value (a new timer object, §2.3) ; later ticks write an equal value and run nothing (§3.4); "Done" removes the timer
import SwiftUI

struct TimerView: View {
    @State private var timeRemaining = 3
    @Binding var timerDone: Bool
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("TimerView body: \(timeRemaining)")
        Text("\(timeRemaining)")
            .font(.system(size: 90, design: .rounded))
            .padding()
            .onReceive(timer) { _ in
                if timeRemaining > 0 {
                    timeRemaining -= 1
                } else {
                    timerDone = true
                }
            }
    }
}

struct ExerciseView: View {
    @State private var showTimer = false
    @State private var timerDone = false

    var body: some View {
        let _ = print("ExerciseView body: timer \(showTimer ? "shown" : "hidden"), done \(timerDone)")
        VStack {
            Text("Squat")
            HStack(spacing: 150) {
                Button("Start Exercise") {
                    showTimer.toggle()
                }
                Button("Done") {
                    print("exercise done")
                    timerDone = false
                    showTimer = false
                }
                .disabled(!timerDone)
            }
            if showTimer {
                TimerView(timerDone: $timerDone)
            }
        }
    }
}

:mount ExerciseView()
// expect: ExerciseView body: timer hidden, done false
:tap "Start Exercise"
// expect: ExerciseView body: timer shown, done false
// expect: TimerView body: 3
:advance 3s
// expect: TimerView body: 2
// expect: TimerView body: 1
// expect: TimerView body: 0
:advance 1s
// expect: ExerciseView body: timer shown, done true
// expect: TimerView body: 0
:advance 2s
:tap "Done"
// expect: exercise done
// expect: ExerciseView body: timer hidden, done false
:advance 2s
