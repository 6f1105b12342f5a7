// Code from the first SwiftUI betas that still circulates in Stack Overflow answers: the class declares its own
// `let objectWillChange = PassthroughSubject<Void, Never>()` and sends it from a `willSet`; one property forgets to.
// What SwiftUI does: a class that declares `objectWillChange` gets no synthesized publisher; the view's `@StateObject`
// box subscribes to the declared one (rules §6.1, §4.4). Sending it invalidates the view, and its body runs once, after
// the action (rules §10.1). A property that doesn't send changes nothing on screen until the next send (rules §0.2).
// Sources: rules §0.2, §4.4, §6.1, §10.1; https://developer.apple.com/documentation/combine/observableobject
import SwiftUI
import Combine

final class LegacyCounter: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()

    var value = 0 {
        willSet {
            print("willSet value \(value) -> \(newValue)")
            objectWillChange.send()
        }
    }

    var note = ""

    init() { print("LegacyCounter init") }
}

struct LegacyCounterView: View {
    @StateObject private var counter = LegacyCounter()

    var body: some View {
        let _ = print("LegacyCounterView body: value \(counter.value), note '\(counter.note)'")
        VStack {
            Text("\(counter.value)")
            Text(counter.note)
            Button("Increment") { counter.value += 1 }
            Button("Set note") {
                counter.note = "hello"
                print("note set")
            }
        }
    }
}

:mount LegacyCounterView()
// expect: LegacyCounter init
// expect: LegacyCounterView body: value 0, note ''
:tap "Increment"
// expect: willSet value 0 -> 1
// expect: LegacyCounterView body: value 1, note ''
:tap "Set note"
// expect: note set
:tap "Increment"
// expect: willSet value 1 -> 2
// expect: LegacyCounterView body: value 2, note 'hello'
