// Style: Apple documentation page, `onChange(of:initial:_:)` with a Stepper (Apple `view/onchange(of:initial:_:)`,
// `stepper`). SwiftUI: each press of the Stepper is one change of `guests`, which the body reads (rules §3.5): the body
// runs, then the onChange action gets the old and the new value (iOS 17 two-parameter form). At the top of the range
// a press changes nothing: no body, no onChange (an equal value is no change, rules §3.4). onChange does not run for
// the initial value unless `initial: true` (Apple).
import SwiftUI

struct PartyForm: View {
    @State private var guests = 1

    var body: some View {
        let _ = print("party body: \(guests)")
        Form {
            Stepper("Guests", value: $guests, in: 1...4)
            Text("\(guests) guests")
        }
        .onChange(of: guests) { oldValue, newValue in
            print("guests \(oldValue) -> \(newValue)")
        }
    }
}

:mount PartyForm()
// expect: party body: 1
:step "Guests" up 4
// expect: party body: 2
// expect: guests 1 -> 2
// expect: party body: 3
// expect: guests 2 -> 3
// expect: party body: 4
// expect: guests 3 -> 4
:step "Guests" down
// expect: party body: 3
// expect: guests 4 -> 3
