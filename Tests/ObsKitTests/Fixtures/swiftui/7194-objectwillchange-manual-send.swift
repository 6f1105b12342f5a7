// A step counter whose properties are plain `var`s: the Stack Overflow answer "call objectWillChange.send() before
// you change it" instead of `@Published`.
// What SwiftUI does: a class with no `@Published` still has one `objectWillChange` publisher, the same at every
// access, so sending it by hand invalidates every view that observes the object (rules §6.1, §6.2, §4.4). A change
// made without the send is invisible: the body does not run, and the screen shows the old number until some later
// send (rules §0.2). Two sends in one action still give one body run (rules §10.1, T11).
// Sources: rules §0.2, §4.4, §6.1, §6.2, §10.1;
// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5j
import SwiftUI
import Combine

final class StepTracker: ObservableObject {
    var steps = 0
    let goal = 100

    init() { print("StepTracker init") }

    func walk(_ count: Int) {
        objectWillChange.send()
        steps += count
        print("walked \(count), steps now \(steps)")
    }

    func walkSilently(_ count: Int) {
        steps += count
        print("walked \(count) without telling anyone, steps now \(steps)")
    }
}

struct StepsView: View {
    @StateObject private var tracker = StepTracker()

    var body: some View {
        let _ = print("StepsView body: \(tracker.steps) of \(tracker.goal)")
        VStack {
            Text("\(tracker.steps) / \(tracker.goal) steps")
            Button("Walk 10") { tracker.walk(10) }
            Button("Walk 5 quietly") { tracker.walkSilently(5) }
            Button("Walk twice") {
                tracker.walk(1)
                tracker.walk(2)
            }
        }
    }
}

:mount StepsView()
// expect: StepTracker init
// expect: StepsView body: 0 of 100
:tap "Walk 10"
// expect: walked 10, steps now 10
// expect: StepsView body: 10 of 100
:tap "Walk 5 quietly"
// expect: walked 5 without telling anyone, steps now 15
:tap "Walk 5 quietly"
// expect: walked 5 without telling anyone, steps now 20
:tap "Walk twice"
// expect: walked 1, steps now 21
// expect: walked 2, steps now 23
// expect: StepsView body: 23 of 100
