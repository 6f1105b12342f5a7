// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/picker (Flavor picker with explicit tags; a ForEach picker tagged with each flavor's suggestedTopping; a ForEach picker whose implicit Flavor tags don't match a Topping selection, so choosing does nothing)
// Apple's Picker page: `Picker("Flavor", selection: $selectedFlavor)` with `.tag(Flavor.chocolate)` etc.;
// then, over `ForEach(Flavor.allCases)`, `.tag(flavor.suggestedTopping)` so each row's tag is a Topping
// matching a `Topping` selection. The page claims:
// - Choosing a row sets the selection to that row's tag.
// - ForEach tags each row with its element's id automatically, and the tag's type must match the
//   selection's; a row whose tag has another type (Flavor against a Topping selection) can't be selected.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

enum Topping: String, CaseIterable, Identifiable {
    case nuts, cookies, blueberries
    var id: Self { self }
}

extension Flavor {
    var suggestedTopping: Topping {
        switch self {
        case .chocolate: return .nuts
        case .vanilla: return .cookies
        case .strawberry: return .blueberries
        }
    }
}

struct FlavorPickers: View {
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var suggestedTopping: Topping = .nuts
    @State private var untaggedTopping: Topping = .nuts

    var body: some View {
        let _ = print("flavor \(selectedFlavor.rawValue), suggested \(suggestedTopping.rawValue), untagged \(untaggedTopping.rawValue)")
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker("Suggest a topping for:", selection: $suggestedTopping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                        .tag(flavor.suggestedTopping)
                }
            }
            Picker("Untagged topping for:", selection: $untaggedTopping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
        }
    }
}

:mount FlavorPickers()
// expect: flavor chocolate, suggested nuts, untagged nuts
:pick "Vanilla" in "Flavor"
// expect: flavor vanilla, suggested nuts, untagged nuts
:pick "Strawberry" in "Suggest a topping for:"
// expect: flavor vanilla, suggested blueberries, untagged nuts
:pick "Vanilla" in "Untagged topping for:"
