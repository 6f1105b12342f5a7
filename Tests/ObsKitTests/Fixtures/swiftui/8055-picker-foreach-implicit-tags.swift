// SwiftUI from Apple's documentation: a Picker whose options come from ForEach over Identifiable values selects by each option's id
// Apple, Picker (https://developer.apple.com/documentation/swiftui/picker): "You create a picker by providing a selection binding, a
// label, and the content for the picker to display." When the options come from ForEach without explicit tags, "ForEach
// automatically assigns a tag to the selection views using each option's id" (here Flavor, whose id is Self, matching the
// selection's type). Picking writes the binding: the owner's body runs, then onChange.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var flavor: Flavor = .chocolate

    var body: some View {
        let _ = print("FlavorPicker body: \(flavor.rawValue)")
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { flavor in
                Text(flavor.rawValue.capitalized)
            }
        }
        .onChange(of: flavor) { oldValue, newValue in
            print("flavor \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount FlavorPicker()
// expect: FlavorPicker body: chocolate
:pick "Strawberry" in "Flavor"
// expect: FlavorPicker body: strawberry
// expect: flavor chocolate -> strawberry
