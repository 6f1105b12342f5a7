// objc.io / Fatbobman style — PITFALL on purpose: a model held in a plain `let` of a view is made again whenever the parent's body rebuilds the view, so the child's progress is lost at every parent render (rules §2.6, §2.3, §5.3 by analogy, §8.3)
import SwiftUI

@Observable
final class StepCounter {
    static var made = 0
    var steps = 0
    let serial: Int

    init() {
        StepCounter.made += 1
        serial = StepCounter.made
        print("StepCounter #\(serial) init")
    }

    deinit { print("StepCounter #\(serial) deinit") }
}

struct Pedometer: View {
    let counter = StepCounter()

    var body: some View {
        let _ = print("Pedometer body: #\(counter.serial) \(counter.steps) steps")
        Button("Step") { counter.steps += 1 }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            Pedometer()
        }
    }
}

:mount Dashboard()
// expect: StepCounter #1 init
// expect: Pedometer body: #1 0 steps
:tap "Step"
// expect: Pedometer body: #1 1 steps
:tap "Step"
// expect: Pedometer body: #1 2 steps
:tap "Refresh"
// expect: StepCounter #2 init
// expect: StepCounter #1 deinit
// expect: Pedometer body: #2 0 steps
:tap "Step"
// expect: Pedometer body: #2 1 steps
