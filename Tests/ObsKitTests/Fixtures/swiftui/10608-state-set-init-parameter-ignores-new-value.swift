// Stack Overflow style: "@State set in init from a parameter ignores the new value" (pitfall part: _quantity = State(initialValue: start) is used only when the node is made, so a new start from the parent re-runs the child's body with the old state; fix part: .id(start) makes a new identity, and the state starts from the new value) (rules §3.2, §2.5, §1.3, §3.4)
import SwiftUI

struct QuantityPicker: View {
    @State private var quantity: Int

    init(start: Int) {
        _quantity = State(initialValue: start)
        print("QuantityPicker init start=\(start)")
    }

    var body: some View {
        let _ = print("QuantityPicker body: \(quantity)")
        Button("More") { quantity += 1 }
    }
}

struct OrderForm: View {
    @State private var preset = 1
    let resetsWithID: Bool

    var body: some View {
        let _ = print("OrderForm body: preset \(preset)")
        VStack {
            Button("Preset 6") { preset = 6 }
            Button("Preset 12") { preset = 12 }
            if resetsWithID {
                QuantityPicker(start: preset).id(preset)
            } else {
                QuantityPicker(start: preset)
            }
        }
    }
}

:mount OrderForm(resetsWithID: false)
// expect: OrderForm body: preset 1
// expect: QuantityPicker init start=1
// expect: QuantityPicker body: 1
:tap "More"
// expect: QuantityPicker body: 2
// --- pitfall part: the new initial value makes the child differ (its body runs) but the storage keeps 2
:tap "Preset 6"
// expect: OrderForm body: preset 6
// expect: QuantityPicker init start=6
// expect: QuantityPicker body: 2
// --- fix part
:mount OrderForm(resetsWithID: true)
// expect: OrderForm body: preset 1
// expect: QuantityPicker init start=1
// expect: QuantityPicker body: 1
:tap "More"
// expect: QuantityPicker body: 2
:tap "Preset 12"
// expect: OrderForm body: preset 12
// expect: QuantityPicker init start=12
// expect: QuantityPicker body: 12
