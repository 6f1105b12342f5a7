// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/picker (Flavor: String, CaseIterable, Identifiable, with ForEach and .tag)
// Apple's "Iterating over a picker's options" example, with a Text that shows the selection.
// - The picker sets its selection to the tag of the chosen option; the body reads `selectedFlavor`, so each new
//   choice runs it once (https://developer.apple.com/documentation/swiftui/state).
// - Choosing the option that is already selected changes no value; nothing that the body depends on changed.
//   (Assumed: the picker does not write an equal value; even if it did, the value is the same.)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorList: View {
    @State private var selectedFlavor: Flavor = .chocolate

    var body: some View {
        let _ = print("FlavorList body: \(selectedFlavor.rawValue)")
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            Text("Selected flavor: \(selectedFlavor.rawValue)")
        }
    }
}

:mount FlavorList()
// expect: FlavorList body: chocolate
:pick "Strawberry" in "Flavor"
// expect: FlavorList body: strawberry
:pick "Vanilla" in "Flavor"
// expect: FlavorList body: vanilla
:tree
// expect: FlavorList#1
// expect:   List
// expect:     Picker "Flavor" = main.Flavor.vanilla
// expect:     Text "Selected flavor: vanilla"
