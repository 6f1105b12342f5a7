// rules §8, T12: in a view, Observable `m.p = 1` while p is 1 does not notify (current
// toolchains), so no body; `m.p += 0` goes through _modify and always notifies.
import SwiftUI
import Observation

@Observable final class M {
    var p = 1
}

struct V: View {
    @State private var m = M()
    var body: some View {
        let _ = Self._printChanges()
        Text("\(m.p)")
        Button("Assign same") { m.p = 1 }
        Button("Add zero") { m.p += 0 }
    }
}

:mount V()
:tap "Assign same"
:tap "Add zero"
:tap "Assign same"

// expect: V: @self, @identity, _m changed.
// expect: V: @dependencies changed.
