// Follows Apple's `ObservedObject` page: "Don't specify a default or initial value for the observed object. Use the
// attribute only for a property that acts as an input for a view". A lap counter that breaks that advice:
// `@ObservedObject var counter = LapCounter()`.
// - Every parent body builds the child again and so makes a new counter; the node moves to it and the count starts
//   over. Order: the new counter's init (in the parent's body), the old one's deinit when nothing holds it any more,
//   then the child's body (rules §5.3, T8, §2.6).
// - The child's own taps change its current counter and re-run only the child (rules §5.1).
import SwiftUI

final class LapCounter: ObservableObject {
    static var made = 0
    let number: Int
    @Published var laps = 0

    init() {
        LapCounter.made += 1
        number = LapCounter.made
        print("LapCounter #\(number) init")
    }

    deinit { print("LapCounter #\(number) deinit") }
}

struct LapView: View {
    @ObservedObject var counter = LapCounter()

    var body: some View {
        let _ = print("LapView body: counter #\(counter.number), \(counter.laps) laps")
        Button("Lap") { counter.laps += 1 }
    }
}

struct WorkoutView: View {
    @State private var darkMode = false

    var body: some View {
        let _ = print("WorkoutView body, dark \(darkMode)")
        VStack {
            Toggle("Dark", isOn: $darkMode)
            LapView()
        }
    }
}

:mount WorkoutView()
// expect: WorkoutView body, dark false
// expect: LapCounter #1 init
// expect: LapView body: counter #1, 0 laps
:tap "Lap"
// expect: LapView body: counter #1, 1 laps
:tap "Lap"
// expect: LapView body: counter #1, 2 laps
:toggle "Dark"
// expect: WorkoutView body, dark true
// expect: LapCounter #2 init
// expect: LapCounter #1 deinit
// expect: LapView body: counter #2, 0 laps
