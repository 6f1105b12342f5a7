// SwiftUI from Apple's documentation: a Picker in a child writes the parent's enum @State through a @Binding
// Apple, Picker (https://developer.apple.com/documentation/swiftui/picker): "You create a picker by providing a selection
// binding, a label, and the content for the picker to display. Set the selection parameter to a bound property that
// provides the value to display as the current selection." (Apple's `Flavor` enum with `@State private var selectedFlavor`)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @Binding var selection: Flavor
    var body: some View {
        Picker("Flavor", selection: $selection) {
            Text("Chocolate").tag(Flavor.chocolate)
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Strawberry").tag(Flavor.strawberry)
        }
    }
}

struct OrderForm: View {
    @State private var selectedFlavor: Flavor = .chocolate
    var body: some View {
        List {
            FlavorPicker(selection: $selectedFlavor)
        }
        .onChange(of: selectedFlavor) { oldValue, newValue in
            print("flavor \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount OrderForm()
:pick "Vanilla" in "Flavor"
:pick "Strawberry" in "Flavor"
// expect: flavor chocolate -> vanilla
// expect: flavor vanilla -> strawberry
