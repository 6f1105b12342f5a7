// Blog style (a resettable value): the generic @Resettable remembers its initial value and projects itself, so $quantity.binding feeds a Stepper and $quantity.reset() goes back; each step is one body naming the wrapper, and the disabled Reset follows isModified (rules §7.1, §7.3, §12.1, §12.2, §3.4, §15.11)
import SwiftUI

@propertyWrapper
struct Resettable<Value: Equatable>: DynamicProperty {
    @State private var value: Value
    private let initial: Value

    init(wrappedValue: Value) {
        _value = State(initialValue: wrappedValue)
        initial = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    var projectedValue: Resettable<Value> { self }

    var binding: Binding<Value> { $value }
    var isModified: Bool { value != initial }

    func reset() {
        value = initial
    }
}

struct OrderView: View {
    @Resettable var quantity = 1

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("quantity \(quantity), modified \($quantity.isModified)")
        Form {
            Stepper("Quantity", value: $quantity.binding, in: 1...5)
            Button("Reset") { $quantity.reset() }
                .disabled(!$quantity.isModified)
        }
    }
}

:mount OrderView()
// expect: OrderView: @self, @identity, _quantity changed.
// expect: quantity 1, modified false
:step "Quantity" up 3
// expect: OrderView: _quantity changed.
// expect: quantity 2, modified true
// expect: OrderView: _quantity changed.
// expect: quantity 3, modified true
// expect: OrderView: _quantity changed.
// expect: quantity 4, modified true
:tap "Reset"
// expect: OrderView: _quantity changed.
// expect: quantity 1, modified false
:step "Quantity" up
// expect: OrderView: _quantity changed.
// expect: quantity 2, modified true
