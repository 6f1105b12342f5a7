// SwiftUI from Apple's documentation: tag(_:includeOptional:) (a non-optional tag selects an optional selection)
// Source: developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:): the FlavorPicker example
// with `@State private var selectedFlavor: Flavor? = nil` and `Text(flavor.rawValue).tag(flavor)`. "The
// selection type of the Picker is an Optional<Flavor> and so it will look for tags on its contents of
// Optional<Flavor> type. Since the tag modifier defaults to having includeOptional enabled, even though the
// tag for each option is a non-optional Flavor, the tag modifier writes values for both the non-optional,
// and optional versions of the value, allowing the contents to be selectable by the Picker."
import SwiftUI

struct FlavorPicker: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    @State private var selectedFlavor: Flavor? = nil

    var body: some View {
        Picker("Flavor", selection: $selectedFlavor) {
            ForEach(Flavor.allCases) { flavor in
                Text(flavor.rawValue)
                    .tag(flavor)
            }
        }
        Button("Show") { print("selected: \(selectedFlavor?.rawValue ?? "none")") }
    }
}

:mount FlavorPicker()
:tap "Show"
:pick "vanilla" in "Flavor"
:tap "Show"

// expect: selected: none
// expect: selected: vanilla
