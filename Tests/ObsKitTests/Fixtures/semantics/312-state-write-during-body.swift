// rules §3: a write during body is stored immediately (the "Modifying state during view
// update" warning is a recorded issue, not stdout). The body did not read `stamp`, so the
// queued invalidation re-runs nothing.
import SwiftUI

struct V: View {
    @State private var stamp = 0
    var body: some View {
        let _ = print("body")
        let _ = record()
        Button("Peek") { print("stamp is", stamp) }
    }
    func record() {
        stamp = 5
    }
}

:mount V()
:tap "Peek"

// expect: body
// expect: stamp is 5
