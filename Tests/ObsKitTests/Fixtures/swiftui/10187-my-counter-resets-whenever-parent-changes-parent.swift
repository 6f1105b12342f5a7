// stack-overflow style (pitfall on purpose): "my counter resets whenever the parent changes" — the parent writes `LapView(counter: LapCounter())` in its body, so each parent render makes a new model: the new one's init, then the old one's deinit once the child's box moves to it, then the child's body with a fresh count (rules §5.3, §2.6, §5.2)
import SwiftUI

final class LapCounter: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var laps = 0

    init() {
        LapCounter.made += 1
        serial = LapCounter.made
        print("LapCounter \(serial) init")
    }

    deinit { print("LapCounter \(serial) deinit") }
}

struct LapView: View {
    @ObservedObject var counter: LapCounter

    var body: some View {
        let _ = print("LapView body: counter \(counter.serial) at \(counter.laps)")
        Button("Lap \(counter.laps)") { counter.laps += 1 }
    }
}

struct Board: View {
    @State private var theme = "light"

    var body: some View {
        VStack {
            Button("Theme") { theme = theme == "light" ? "dark" : "light" }
            Text(theme)
            LapView(counter: LapCounter())
        }
    }
}

:mount Board()
// expect: LapCounter 1 init
// expect: LapView body: counter 1 at 0
:tap "Lap 0"
// expect: LapView body: counter 1 at 1
:tap "Lap 1"
// expect: LapView body: counter 1 at 2
:tap "Theme"
// expect: LapCounter 2 init
// expect: LapCounter 1 deinit
// expect: LapView body: counter 2 at 0
