// identity-and-lifetime style: _printChanges across an .id reset: a view with @State prints @self, @identity and its property again on its new node, a view with no dynamic properties prints only @self; between resets, a state change names only _value (rules §1.3, §12.1, §12.2)
import SwiftUI

struct Caption: View {
    let text: String

    var body: some View {
        let _ = Self._printChanges()
        Text(text)
    }
}

struct Counter: View {
    @State private var value = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("Add \(value)") { value += 1 }
    }
}

struct ResetDemo: View {
    @State private var generation = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Caption(text: "Generation")
                .id(generation)
            Counter()
                .id(generation)
            Button("Reset") { generation += 1 }
        }
    }
}

:mount ResetDemo()
// expect: ResetDemo: @self, @identity, _generation changed.
// expect: Caption: @self changed.
// expect: Counter: @self, @identity, _value changed.
:tap "Add 0"
// expect: Counter: _value changed.
:tap "Add 1"
// expect: Counter: _value changed.
:tap "Reset"
// expect: ResetDemo: _generation changed.
// expect: Caption: @self changed.
// expect: Counter: @self, @identity, _value changed.
