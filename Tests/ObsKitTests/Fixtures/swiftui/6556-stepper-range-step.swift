// Apple docs `Stepper` (init(value:in:step:label:), the "Current: … stepping by …" example) pressed up to and past its upper bound, and down.
// Each press moves the bound value by `step` within `in:` (Apple `stepper/init(value:in:step:onEditingChanged:label:)`):
// from 40 by 5 it reaches 50, and a further + leaves the value at the bound, so nothing is written and nothing
// runs. The body reads `value` (its label and the Text), so each change runs it once, then onChange
// (rules §3.4, §3.5). `:step … down 3` is three presses, three turns.
import SwiftUI

struct QuantityStepper: View {
    @State private var value = 40
    let step = 5
    let range = 0...50

    var body: some View {
        let _ = print("body: \(value)")
        VStack {
            Stepper(value: $value, in: range, step: step) {
                Text("Quantity")
            }
            Text("Current: \(value) in \(range.description) stepping by \(step)")
        }
        .padding(10)
        .onChange(of: value) { oldValue, newValue in
            print("changed \(oldValue) -> \(newValue)")
        }
    }
}

:mount QuantityStepper()
// expect: body: 40
:step "Quantity" up
// expect: body: 45
// expect: changed 40 -> 45
:step "Quantity" up
// expect: body: 50
// expect: changed 45 -> 50
:step "Quantity" up
:step "Quantity" down 3
// expect: body: 45
// expect: changed 50 -> 45
// expect: body: 40
// expect: changed 45 -> 40
// expect: body: 35
// expect: changed 40 -> 35
