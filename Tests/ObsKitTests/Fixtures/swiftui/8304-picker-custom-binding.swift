// SwiftUI from Apple's documentation: a Picker's selection given as Binding(get:set:) calls the setter with the chosen tag
// Apple, Picker (https://developer.apple.com/documentation/swiftui/picker): "You create a picker by providing a selection
// binding, a label, and the content for the picker to display."
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp): set: "A
// closure that sets the binding value. The closure has the following parameter: newValue: The new value of the binding value."
import SwiftUI

enum CupSize: String {
    case small, medium, large
}

struct CoffeeOrder: View {
    @State private var size = CupSize.small
    var body: some View {
        let sizeBinding = Binding(
            get: { size },
            set: { newValue in
                print("picker wrote \(newValue.rawValue)")
                size = newValue
            }
        )
        Form {
            Picker("Size", selection: sizeBinding) {
                Text("Small").tag(CupSize.small)
                Text("Medium").tag(CupSize.medium)
                Text("Large").tag(CupSize.large)
            }
            Button("Order") { print("ordering \(size.rawValue)") }
        }
    }
}

:mount CoffeeOrder()
:pick "Large" in "Size"
:tap "Order"
// expect: picker wrote large
// expect: ordering large
