// rules §2 rule 5, §3: a State compares its *initial* value. A class instance as initial
// value is new on every init, so the child's `@self` changes on every parent render; an Int
// initial value compares equal, so that child does not re-run.
import SwiftUI

final class Box {}

struct WithObject: View {
    @State private var box = Box()
    var body: some View {
        let _ = Self._printChanges()
        Text("object")
    }
}

struct WithValue: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Text("value \(count)")
    }
}

struct Parent: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Text("\(n)")
            Button("Render") { n += 1 }
            WithObject()
            WithValue()
        }
    }
}

:mount Parent()
:tap "Render"
:tap "Render"

// expect: WithObject: @self, @identity, _box changed.
// expect: WithValue: @self, @identity, _count changed.
// expect: WithObject: @self changed.
// expect: WithObject: @self changed.
