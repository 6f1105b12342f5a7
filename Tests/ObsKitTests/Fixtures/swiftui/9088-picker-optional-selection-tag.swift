// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) (tags also set for Optional<V>, so an optional selection matches)
// A Picker whose selection is optional: a "None" option tagged `nil as Flavor?`, and flavor options tagged with a
// plain Flavor.
// - tag(_:includeOptional:): "This modifier will write the tag value for the type V, as well as Optional<V> if
//   includeOptional is enabled" (the default is true): so `.tag(flavor)` also matches a `Flavor?` selection, and
//   choosing "Vanilla" stores `.vanilla`.
// - The body reads the selection, so each change runs it once (https://developer.apple.com/documentation/swiftui/state).
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct OrderForm: View {
    @State private var flavor: Flavor? = nil

    var body: some View {
        let _ = print("flavor: \(flavor?.rawValue ?? "none")")
        Form {
            Picker("Flavor", selection: $flavor) {
                Text("None").tag(nil as Flavor?)
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
        }
    }
}

:mount OrderForm()
// expect: flavor: none
:pick "Vanilla" in "Flavor"
// expect: flavor: vanilla
:pick "Strawberry" in "Flavor"
// expect: flavor: strawberry
:pick "None" in "Flavor"
// expect: flavor: none
