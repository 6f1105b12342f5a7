// Class: crash (arithmetic overflow in ObsKit's stepper press; found by obsfuzz). A Stepper whose step
// takes its value past Int's range: SwiftUI would not move it past its bounds; ObsREPL leaves the value
// where it is, as for a step past the bounds.
import SwiftUI
struct Retention: View {
    @State var days = 30
    var body: some View {
        Stepper("Keep \(days) days", value: $days, in: 7...90, step: 0x7FFF_FFFF_FFFF_FFFF)
    }
}
:mount Retention()
:step "Keep 30 days" up
:tree
// expect: Retention#1
// expect:   Stepper "Keep 30 days" = 30
