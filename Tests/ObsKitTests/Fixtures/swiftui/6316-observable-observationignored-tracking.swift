// Apple: Observable() and ObservationIgnored() ("disables observation tracking of a property"), withObservationTracking(_:onChange:) (onChange fires once, before the change); SEMANTICS §8 and T2
import SwiftUI
import Observation

@Observable
final class StepCounter {
    var steps = 0
    @ObservationIgnored var syncCount = 0
}

let probe = StepCounter()
withObservationTracking {
    print("tracking reads \(probe.steps) steps")
} onChange: {
    print("steps will change, still \(probe.steps)")
}
probe.syncCount = 5
probe.steps += 1
probe.steps += 1
print("probe: \(probe.steps) steps, \(probe.syncCount) syncs")

struct StepView: View {
    @State private var counter = StepCounter()

    var body: some View {
        let _ = print("step view: \(counter.steps) steps, synced \(counter.syncCount)")
        VStack {
            Text("\(counter.steps) steps")
                .font(.largeTitle)
            Button("Walk") { counter.steps += 100 }
            Button("Sync") { counter.syncCount += 1 }
        }
    }
}

:mount StepView()
:tap "Walk"
:tap "Sync"
:tap "Sync"
:tap "Walk"

// expect: tracking reads 0 steps
// expect: steps will change, still 0
// expect: probe: 2 steps, 5 syncs
// expect: step view: 0 steps, synced 0
// expect: step view: 100 steps, synced 0
// expect: step view: 200 steps, synced 2
