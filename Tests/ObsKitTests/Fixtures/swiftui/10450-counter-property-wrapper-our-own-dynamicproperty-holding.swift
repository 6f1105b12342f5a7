// environment and custom wrappers style: a @Counter property wrapper of our own, a DynamicProperty holding a nested @State, with a projectedValue that is the state's Binding; update() runs before each body of the host, a change through the wrapper or through the child's @Binding re-runs the host and the child (rules §7.1, §7.2, §7.3, §9.3)
import SwiftUI

@propertyWrapper
struct Counter: DynamicProperty {
    @State private var value: Int

    init(wrappedValue: Int) {
        _value = State(initialValue: wrappedValue)
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }

    var projectedValue: Binding<Int> {
        $value
    }

    func update() {
        print("Counter.update: \(value)")
    }
}

struct PlusOneButton: View {
    @Binding var value: Int

    var body: some View {
        let _ = print("PlusOneButton body: \(value)")
        Button("Child +1") { value += 1 }
    }
}

struct CounterHost: View {
    @Counter private var taps = 0

    var body: some View {
        let _ = print("CounterHost body: \(taps)")
        VStack {
            Button("Host +1") { taps += 1 }
            PlusOneButton(value: $taps)
        }
    }
}

:mount CounterHost()
// expect: Counter.update: 0
// expect: CounterHost body: 0
// expect: PlusOneButton body: 0
:tap "Host +1"
// expect: Counter.update: 1
// expect: CounterHost body: 1
// expect: PlusOneButton body: 1
:tap "Child +1"
// expect: Counter.update: 2
// expect: CounterHost body: 2
// expect: PlusOneButton body: 2
