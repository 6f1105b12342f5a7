// rules §3, T12: a @State write of an equal value is a no-op (no body); a different value
// re-runs the body that read it.
import SwiftUI

struct V: View {
    @State private var x = 1
    var body: some View {
        let _ = Self._printChanges()
        Text("\(x)")
        Button("Same") { x = 1 }
        Button("Two") { x = 2 }
    }
}

:mount V()
:tap "Same"
:tap "Same"
:tap "Two"
:tap "Two"

// expect: V: @self, @identity, _x changed.
// expect: V: _x changed.
