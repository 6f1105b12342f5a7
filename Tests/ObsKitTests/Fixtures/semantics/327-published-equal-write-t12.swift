// rules §6, T12: @Published has no equality check: `p = 1` while p is 1 still sends
// objectWillChange, so the observing view re-runs.
import SwiftUI

final class M: ObservableObject {
    @Published var p = 1
}

struct V: View {
    @StateObject private var m = M()
    var body: some View {
        let _ = Self._printChanges()
        Text("\(m.p)")
        Button("Same") { m.p = 1 }
    }
}

:mount V()
:tap "Same"
:tap "Same"

// expect: V: @self, @identity, _m changed.
// expect: V: _m changed.
// expect: V: _m changed.
