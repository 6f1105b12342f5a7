// SwiftUI from Apple's documentation: Picker and tag(_:includeOptional:) (ForEach over a CaseIterable enum, no explicit tags)
// Source: developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:): "A ForEach automatically
// applies a default tag to each enumerated view using the id parameter of the corresponding element. If the
// element's id parameter and the picker's selection input have exactly the same type, or the same type but
// optional, you can omit the explicit tag modifier." Picker: enum Flavor: String, CaseIterable, Identifiable
// { case chocolate, vanilla, strawberry; var id: Self { self } } with @State selectedFlavor = .chocolate.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorOrder: View {
    @State private var selectedFlavor: Flavor = .chocolate

    var body: some View {
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Button("Order") { print("ordering \(selectedFlavor.rawValue)") }
        }
    }
}

:mount FlavorOrder()
:tap "Order"
:pick "Strawberry" in "Flavor"
:tap "Order"
:pick "Vanilla" in "Flavor"
:tap "Order"

// expect: ordering chocolate
// expect: ordering strawberry
// expect: ordering vanilla
