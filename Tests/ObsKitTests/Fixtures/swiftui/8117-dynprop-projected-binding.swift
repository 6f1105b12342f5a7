// SwiftUI from Apple's documentation: a DynamicProperty projecting its inner @State as a Binding drives a child editor
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "you can get a binding to a state value by
// accessing the state's projectedValue"; Binding (https://developer.apple.com/documentation/swiftui/binding): "A binding
// connects a property to a source of truth stored elsewhere". Writing through the binding updates the host.
import SwiftUI

@propertyWrapper
struct Counter: DynamicProperty {
    @State private var value = 0
    var wrappedValue: Int { value }
    var projectedValue: Binding<Int> { $value }
}

struct Stepperish: View {
    @Binding var amount: Int
    var body: some View {
        Button("More") { amount += 5 }
    }
}

struct CounterHost: View {
    @Counter var amount
    var body: some View {
        let _ = print("CounterHost body \(amount)")
        Stepperish(amount: $amount)
    }
}

:mount CounterHost()
:tap "More"
:tap "More"
// expect: CounterHost body 0
// expect: CounterHost body 5
// expect: CounterHost body 10
