// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (a DynamicProperty over a @Binding that converts on the way in and out: the child works in Fahrenheit, writes go back to the parent's Celsius @State, and both views re-render)
import SwiftUI

@propertyWrapper
struct Fahrenheit: DynamicProperty {
    @Binding var celsius: Double

    init(celsius: Binding<Double>) { _celsius = celsius }

    var wrappedValue: Double {
        get { celsius * 9 / 5 + 32 }
        nonmutating set { celsius = (newValue - 32) * 5 / 9 }
    }
}

struct FahrenheitControl: View {
    @Fahrenheit var temperature: Double

    init(celsius: Binding<Double>) {
        _temperature = Fahrenheit(celsius: celsius)
    }

    var body: some View {
        let _ = print("control: \(temperature) F")
        Button("Warmer by 9 F") { temperature += 9 }
    }
}

struct Thermostat: View {
    @State private var celsius = 20.0

    var body: some View {
        let _ = print("thermostat: \(celsius) C")
        FahrenheitControl(celsius: $celsius)
    }
}

:mount Thermostat()
:tap "Warmer by 9 F"
:tap "Warmer by 9 F"
// expect: thermostat: 20.0 C
// expect: control: 68.0 F
// expect: thermostat: 25.0 C
// expect: control: 77.0 F
// expect: thermostat: 30.0 C
// expect: control: 86.0 F
