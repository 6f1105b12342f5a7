// SwiftUI from Apple's documentation: a Stepper with bounds stops at the upper bound; pressing + there writes nothing new
// Apple, Stepper.init(_:value:in:step:onEditingChanged:)
// (https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)): "bounds: A closed range that
// describes the upper and lower bounds permitted by the stepper." "step: The amount to increment or decrement the stepper". At 4 of
// 0...4 a third press leaves the value at 4: no new body, no onChange ("The old value that failed the comparison check").
import SwiftUI

struct Guests: View {
    @State private var count = 0

    var body: some View {
        let _ = print("Guests body: \(count)")
        Stepper("Guests", value: $count, in: 0...4, step: 2)
            .onChange(of: count) { oldValue, newValue in
                print("count \(oldValue) -> \(newValue)")
            }
    }
}

:mount Guests()
// expect: Guests body: 0
:step "Guests" up 3
// expect: Guests body: 2
// expect: count 0 -> 2
// expect: Guests body: 4
// expect: count 2 -> 4
