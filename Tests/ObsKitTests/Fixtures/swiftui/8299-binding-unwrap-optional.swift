// SwiftUI from Apple's documentation: Binding($optionalNumber) unwraps an optional @State so a Stepper can write through it
// Apple, Binding.init(_:) (https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9): "Creates a binding by
// projecting the base value to an unwrapped value." Return Value: "A new binding or nil when base is nil."
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "A binding connects a property to a source
// of truth stored elsewhere" (the unwrapped binding writes the optional @State)
import SwiftUI

struct NumberView: View {
    @State private var optionalNumber: Int? = 0
    var body: some View {
        Form {
            if let number = Binding($optionalNumber) {
                Stepper("Enter number", value: number)
            }
            Button("Show") { print(String(describing: optionalNumber)) }
        }
    }
}

:mount NumberView()
:step "Enter number" up 2
:tap "Show"
:step "Enter number" down
:tap "Show"
// expect: Optional(2)
// expect: Optional(1)
