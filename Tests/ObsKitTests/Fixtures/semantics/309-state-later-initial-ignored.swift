// rules §3: State storage is created at first install; later initial values, including
// `_value = State(initialValue:)` in init with a new argument, are ignored.
import SwiftUI

struct Child: View {
    let start: Int
    @State private var value: Int
    init(start: Int) {
        self.start = start
        _value = State(initialValue: start)
        print("Child.init start", start)
    }
    var body: some View {
        let _ = print("Child body start", start, "value", value)
        Text("\(value)")
    }
}

struct Parent: View {
    @State private var start = 1
    var body: some View {
        VStack {
            Button("Next") { start += 1 }
            Child(start: start)
        }
    }
}

:mount Parent()
:tap "Next"
:tap "Next"

// expect: Child.init start 1
// expect: Child body start 1 value 1
// expect: Child.init start 2
// expect: Child body start 2 value 1
// expect: Child.init start 3
// expect: Child body start 3 value 1
