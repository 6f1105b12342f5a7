// SwiftUI from Apple's documentation: a Binding(get:set:) reads through its get closure and a control writes through its set closure
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp): "Creates a binding
// with closures that read and write the binding value." "set: A closure that sets the binding value ... newValue: The new value of
// the binding value." The stepper shows Fahrenheit computed from the Celsius state; pressing + hands 68 + 9 = 77 to `set`, which
// stores 25 °C; the body reads the state, so it runs again.
import SwiftUI

struct Climate: View {
    @State private var celsius = 20.0

    var body: some View {
        let fahrenheit = Binding<Double>(
            get: { celsius * 9 / 5 + 32 },
            set: { newValue in
                print("set fahrenheit \(newValue)")
                celsius = (newValue - 32) * 5 / 9
            }
        )
        let _ = print("Climate body: \(celsius) C")
        Stepper("Fahrenheit \(Int(fahrenheit.wrappedValue))", value: fahrenheit, step: 9)
    }
}

:mount Climate()
// expect: Climate body: 20.0 C
:step "Fahrenheit 68" up
// expect: set fahrenheit 77.0
// expect: Climate body: 25.0 C
:step "Fahrenheit 77" down
// expect: set fahrenheit 68.0
// expect: Climate body: 20.0 C
