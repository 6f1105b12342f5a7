// Observation in depth style: a property read only inside a button action (counter.step) makes no dependency; changing it re-runs nothing, and the action reads the live value when tapped (rules §8.3, §3.5)
import SwiftUI

@Observable
final class Counter {
    var value = 0
    var step = 1
}

struct ValueLabel: View {
    let counter: Counter

    var body: some View {
        let _ = print("ValueLabel body: \(counter.value)")
        Text("\(counter.value)")
    }
}

struct StepButton: View {
    let counter: Counter

    var body: some View {
        let _ = print("StepButton body")
        Button("Add step") {
            print("adding \(counter.step)")
            counter.value += counter.step
        }
    }
}

struct StepChooser: View {
    let counter: Counter

    var body: some View {
        let _ = print("StepChooser body")
        HStack {
            Button("Step 1") { counter.step = 1 }
            Button("Step 5") { counter.step = 5 }
        }
    }
}

struct CounterScreen: View {
    @State private var counter = Counter()

    var body: some View {
        let _ = print("CounterScreen body")
        VStack {
            ValueLabel(counter: counter)
            StepButton(counter: counter)
            StepChooser(counter: counter)
        }
    }
}

:mount CounterScreen()
// expect: CounterScreen body
// expect: ValueLabel body: 0
// expect: StepButton body
// expect: StepChooser body
:tap "Add step"
// expect: adding 1
// expect: ValueLabel body: 1
:tap "Step 5"
:tap "Add step"
// expect: adding 5
// expect: ValueLabel body: 6
:tap "Step 5"
:tap "Step 1"
