// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (a Stepper counter with onChange(of:initial: true): the action runs once when the view appears, then on each change, never for an equal value)
// Apple's onChange(of:initial:_:) page: `initial` is "Whether the action should be run when this view initially
// appears", and the action's oldValue is "The old value that failed the comparison check (or the initial value when
// requested)". A Stepper bound to the count in 0...3 changes it by one per press; Reset sets it to 0, and a second
// Reset writes an equal value, which fails no comparison, so the action does not run.
// - Mount: the initial call (0 -> 0). Up three times; down once; Reset; Reset again.
import SwiftUI

struct StepperCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Stepper("Count: \(count)", value: $count, in: 0...3)
            Button("Reset") { count = 0 }
        }
        .onChange(of: count, initial: true) { oldValue, newValue in
            print("count \(oldValue) -> \(newValue)")
        }
    }
}

:mount StepperCounter()
// expect: count 0 -> 0
:step "Count: 0" up
// expect: count 0 -> 1
:step "Count: 1" up
// expect: count 1 -> 2
:step "Count: 2" up
// expect: count 2 -> 3
:step "Count: 3" down
// expect: count 3 -> 2
:tap "Reset"
// expect: count 2 -> 0
:tap "Reset"
