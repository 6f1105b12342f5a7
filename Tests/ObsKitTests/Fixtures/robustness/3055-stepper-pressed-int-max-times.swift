// Class: hang (a press repeated Int.max times, each one after the bound doing nothing; found by obsfuzz).
// `:step LABEL up N` stops pressing once the stepper is at its bound: the later presses would change nothing.
import SwiftUI
struct Days: View {
    @State var days = 3
    var body: some View {
        Stepper("Days: \(days)", value: $days, in: 1...7)
    }
}
:mount Days()
:step "Days: 3" up 9223372036854775807
:tree
// expect: Days#1
// expect:   Stepper "Days: 7" = 7
