// SwiftUI from Apple's documentation: onChange with a zero-parameter action runs after each change of a counter
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)),
// the overload `onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)`: "Adds a modifier for
// this view that fires an action when a specific value changes." initial defaults to false, so nothing runs on appear.
import SwiftUI

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            Button("Reset") { count = 0 }
        }
        .onChange(of: count) {
            print("count is now \(count)")
        }
    }
}

:mount CounterView()
:tap "Increment"
:tap "Increment"
:tap "Reset"
// expect: count is now 1
// expect: count is now 2
// expect: count is now 0
