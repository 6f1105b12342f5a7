// SwiftUI from Apple's documentation: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Property-Wrappers (the view reaches the wrapper instance itself through its underscored backing property, _wifi, to read a count the wrapper keeps in a second @State; the projected Binding drives a Toggle)
import SwiftUI

@propertyWrapper
struct CountingToggle: DynamicProperty {
    @State private var isOn: Bool
    @State private var flips = 0

    init(wrappedValue: Bool) {
        _isOn = State(initialValue: wrappedValue)
    }

    var wrappedValue: Bool { isOn }

    var projectedValue: Binding<Bool> {
        Binding(
            get: { isOn },
            set: { newValue in
                isOn = newValue
                flips += 1
            }
        )
    }

    var flipCount: Int { flips }
}

struct NetworkSettings: View {
    @CountingToggle var wifi = true

    var body: some View {
        let _ = print("wifi \(wifi), flips \(_wifi.flipCount)")
        Toggle("Wi-Fi", isOn: $wifi)
    }
}

:mount NetworkSettings()
:toggle "Wi-Fi"
:toggle "Wi-Fi"
// expect: wifi true, flips 0
// expect: wifi false, flips 1
// expect: wifi true, flips 2
