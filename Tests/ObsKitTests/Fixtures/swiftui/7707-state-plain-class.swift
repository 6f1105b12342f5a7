// Style: Stack Overflow question. Forum question: "I keep a class instance in @State and change its property, but the Text never updates."
// SwiftUI: @State holding a class that is not @Observable sees only a new reference as a change; mutating the object writes nothing to the State
// (rules §3.7, §3.4), so no body runs. Assigning another instance is a write and re-runs the body (rules §3.4). With an @Observable class the
// property read is tracked and the mutation updates the view (rules §3.7, §8.3; Apple "migrating").
import SwiftUI
import Observation

final class PlainCounter {
    var value = 0
}

@Observable
final class ObservedCounter {
    var value = 0
}

struct PlainCounterView: View {
    @State private var counter = PlainCounter()

    var body: some View {
        let _ = print("plain body: \(counter.value)")
        VStack {
            Button("Plain increment") { counter.value += 1 }
            Button("Plain replace") {
                let next = PlainCounter()
                next.value = counter.value + 100
                counter = next
            }
        }
    }
}

struct ObservedCounterView: View {
    @State private var counter = ObservedCounter()

    var body: some View {
        let _ = print("observable body: \(counter.value)")
        Button("Observable increment") { counter.value += 1 }
    }
}

struct CounterScreen: View {
    var body: some View {
        VStack {
            PlainCounterView()
            ObservedCounterView()
        }
    }
}

:mount CounterScreen()
// expect: plain body: 0
// expect: observable body: 0
:tap "Plain increment"
:tap "Plain increment"
:tap "Observable increment"
// expect: observable body: 1
:tap "Plain replace"
// expect: plain body: 102
