// SwiftUI from Apple's documentation: a Picker over an enum's cases writes the chosen tag into its selection binding
// Apple, Picker (https://developer.apple.com/documentation/swiftui/picker): "Set the selection parameter to a bound
// property that provides the value to display as the current selection", with `enum Flavor: String, CaseIterable,
// Identifiable` and `@State private var selectedFlavor: Flavor = .chocolate`.
// Apple, tag(_:includeOptional:) (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)):
// "the ForEach loop in the Picker view builder iterates over the Flavor enumeration ... and uses the enumeration value
// as input to the tag(_:) modifier."
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct OrderForm: View {
    @State private var selectedFlavor: Flavor = .chocolate
    var body: some View {
        Form {
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
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
