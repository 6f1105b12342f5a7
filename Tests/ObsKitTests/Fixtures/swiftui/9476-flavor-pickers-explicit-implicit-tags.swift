// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/picker (Flavor pickers with explicit and implicit tags)
// Apple's Picker page: "Append a tag to each of these content views using the tag(_:) view modifier so that the type
// of each selection matches the type of the bound state variable"; iterating with ForEach, "SwiftUI implicitly tags
// each option with its id" (Flavor is Identifiable with `id: Self`). Choosing an option writes the selection;
// choosing the option already selected changes nothing, so onChange does not run.
// - Pick Vanilla, then Strawberry in the second picker, then Vanilla again in the first.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var secondScoop: Flavor = .vanilla

    var body: some View {
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker("Second scoop", selection: $secondScoop) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Text("Two scoops: \(selectedFlavor.rawValue) and \(secondScoop.rawValue)")
        }
        .onChange(of: selectedFlavor) { old, new in
            print("flavor: \(old.rawValue) -> \(new.rawValue)")
        }
        .onChange(of: secondScoop) { old, new in
            print("second scoop: \(old.rawValue) -> \(new.rawValue)")
        }
    }
}

:mount FlavorPicker()
:pick "Vanilla" in "Flavor"
// expect: flavor: chocolate -> vanilla
:pick "Strawberry" in "Second scoop"
// expect: second scoop: vanilla -> strawberry
:pick "Vanilla" in "Flavor"
:pick "Chocolate" in "Second scoop"
// expect: second scoop: strawberry -> chocolate
