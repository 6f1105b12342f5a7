// Text-size setting with `Stepper(_:onIncrement:onDecrement:)`, the form Apple's Stepper page uses to wrap around a
// list of values instead of clamping.
// What SwiftUI does: with `onIncrement`/`onDecrement` the stepper holds no value: a press runs the closure (README
// `:step`), which writes @State; the body reads it and runs once (rules §3.4, §10.1). The closures wrap at both ends.
// Sources: rules §3.4, §10.1; https://developer.apple.com/documentation/swiftui/stepper
import SwiftUI

struct TextSizeSetting: View {
    let sizes = ["Small", "Medium", "Large", "Huge"]
    @State private var index = 1

    var body: some View {
        let _ = print("TextSizeSetting body: \(sizes[index])")
        Form {
            Stepper("Size: \(sizes[index])", onIncrement: increment, onDecrement: decrement)
            Text("The quick brown fox")
        }
    }

    private func increment() {
        index = (index + 1) % sizes.count
        print("increment to \(sizes[index])")
    }

    private func decrement() {
        index = (index - 1 + sizes.count) % sizes.count
        print("decrement to \(sizes[index])")
    }
}

:mount TextSizeSetting()
// expect: TextSizeSetting body: Medium
:step "Size: Medium" up
// expect: increment to Large
// expect: TextSizeSetting body: Large
:step "Size: Large" up
// expect: increment to Huge
// expect: TextSizeSetting body: Huge
:step "Size: Huge" up
// expect: increment to Small
// expect: TextSizeSetting body: Small
:step "Size: Small" down
// expect: decrement to Huge
// expect: TextSizeSetting body: Huge
