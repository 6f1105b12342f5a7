// Class: crash (found by the suite's obsfuzz run, seed 1: a TimelineView whose next entry lies further off than the
// virtual clock counts in nanoseconds trapped converting the wait to an Int). Such an entry never comes within a
// session: the view draws once and the schedule ends; the session goes on.
import SwiftUI

struct Clock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1e300)) { context in
            Text("tick")
        }
    }
}

:mount Clock()
:tree
print("still here")

// expect: Clock#1
// expect:   TimelineView
// expect:     TimelineView#2
// expect:       Text "tick"
// expect: still here
