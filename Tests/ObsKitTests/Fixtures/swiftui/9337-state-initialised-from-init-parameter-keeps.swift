// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (@State initialised from an init parameter keeps its first value when the parent passes a new one)
// State.init(wrappedValue:): "SwiftUI initializes the state's storage only once for each container instance that
// you declare". Assigning `_quantity = State(initialValue: suggested)` in init builds a new initial value each time
// the parent re-creates the view, but the storage already exists, so SwiftUI keeps the current value. The editor's
// `suggested` input does change, so its body runs and shows the mismatch.
// - Mount: suggested 1, quantity 1.
// - "One more": the editor's own state, quantity 2.
// - "Suggest 5": the order screen's body runs; the editor's init runs with 5; its body shows suggested 5, quantity 2.
import SwiftUI

struct QuantityEditor: View {
    let suggested: Int
    @State private var quantity: Int

    init(suggested: Int) {
        self.suggested = suggested
        _quantity = State(initialValue: suggested)
        print("editor init, suggested \(suggested)")
    }

    var body: some View {
        let _ = print("editor body: suggested \(suggested), quantity \(quantity)")
        VStack {
            Text("Quantity: \(quantity)")
            Button("One more") { quantity += 1 }
        }
    }
}

struct OrderScreen: View {
    @State private var suggestion = 1

    var body: some View {
        let _ = print("order screen body")
        VStack {
            QuantityEditor(suggested: suggestion)
            Button("Suggest 5") { suggestion = 5 }
        }
    }
}

:mount OrderScreen()
// expect: order screen body
// expect: editor init, suggested 1
// expect: editor body: suggested 1, quantity 1
:tap "One more"
// expect: editor body: suggested 1, quantity 2
:tap "Suggest 5"
// expect: order screen body
// expect: editor init, suggested 5
// expect: editor body: suggested 5, quantity 2
