// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/picker (the "Suggested Topping" picker: options show flavors, tags are toppings)
// Apple's example where the tag's type (Topping) differs from the type the options iterate (Flavor): the
// selection is a Topping, and each option is tagged with its flavor's suggested topping.
// - "the tag(_:) modifier ... must match the type of the picker's selection"; choosing the option shown as
//   "Vanilla" stores vanilla's suggested topping.
// - The body reads the selection, so it runs once per change (https://developer.apple.com/documentation/swiftui/state).
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

struct ToppingForm: View {
    @State private var suggestedTopping: Topping = .nuts

    var body: some View {
        let _ = print("topping: \(suggestedTopping.rawValue)")
        List {
            Picker("Suggested Topping", selection: $suggestedTopping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                        .tag(flavor.suggestedTopping)
                }
            }
            Text("suggestedTopping: \(suggestedTopping.rawValue)")
        }
    }
}

:mount ToppingForm()
// expect: topping: nuts
:pick "Vanilla" in "Suggested Topping"
// expect: topping: cookies
:pick "Strawberry" in "Suggested Topping"
// expect: topping: blueberries
:pick "Chocolate" in "Suggested Topping"
// expect: topping: nuts
