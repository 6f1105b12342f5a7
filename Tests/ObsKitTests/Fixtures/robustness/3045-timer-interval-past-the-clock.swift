// Class: crash (found by obsfuzz: `Timer.publish(every: 1 << 40, ...)` converted 2^40 seconds to an Int of
// nanoseconds and trapped inside ObsREPL). Swift's Timer takes any interval; ObsREPL's virtual clock counts
// nanoseconds in an Int (about 292 years), so a longer interval is an error that says so, with the session intact.
import SwiftUI
let timer = Timer.publish(every: 1 << 40, on: .main, in: .common)
// expect-error: longer than Int.max nanoseconds
