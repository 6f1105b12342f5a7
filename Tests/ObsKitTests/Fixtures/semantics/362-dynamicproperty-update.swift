// rules §7: a custom DynamicProperty's nested @State gets a per-node box; `update()` runs
// before every body of the host, after the nested State was refreshed. It mutates a temporary
// copy: its change to the plain field `note` is seen by that body only, never persisted, and
// it never causes a re-render itself.
import SwiftUI

struct Ticker: DynamicProperty {
    @State private var count = 0
    var note = "fresh"
    mutating func update() {
        print("update, count", count, "note", note)
        note = "updated"
    }
    var value: Int { count }
    func bump() { count += 1 }
}

struct Screen: View {
    var ticker = Ticker()
    var body: some View {
        let _ = print("body", ticker.value, ticker.note)
        Button("Bump") { ticker.bump() }
    }
}

:mount Screen()
:tap "Bump"
:tap "Bump"

// expect: update, count 0 note fresh
// expect: body 0 updated
// expect: update, count 1 note fresh
// expect: body 1 updated
// expect: update, count 2 note fresh
// expect: body 2 updated
