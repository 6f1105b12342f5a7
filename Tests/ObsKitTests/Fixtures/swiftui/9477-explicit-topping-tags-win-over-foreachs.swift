// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/picker (explicit Topping tags win over the ForEach's ids)
// Apple's Picker page, "Using tags": the ForEach iterates over Flavor cases but each Text is tagged
// `.tag(flavor.suggestedTopping)`, a Topping, matching the `suggestedTopping` binding; choosing "Vanilla" therefore stores
// `.cookies`. The body reads the selection, so it runs after each new choice; a button that writes the value the State
// already holds changes nothing.
// - Pick Vanilla (cookies), Strawberry (blueberries), Chocolate (nuts); then "Reset" while it is already nuts.
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

struct ToppingSuggestion: View {
    @State private var suggestedTopping: Topping = .nuts

    var body: some View {
        let _ = print("suggested topping: \(suggestedTopping.rawValue)")
        List {
            Picker("Suggest a topping for:", selection: $suggestedTopping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                        .tag(flavor.suggestedTopping)
                }
            }
            HStack {
                Text("Suggested Topping")
                Spacer()
                Text(suggestedTopping.rawValue.capitalized)
                    .foregroundStyle(.secondary)
            }
            Button("Reset") { suggestedTopping = .nuts }
        }
    }
}

:mount ToppingSuggestion()
// expect: suggested topping: nuts
:pick "Vanilla" in "Suggest a topping for:"
// expect: suggested topping: cookies
:pick "Strawberry" in "Suggest a topping for:"
// expect: suggested topping: blueberries
:pick "Chocolate" in "Suggest a topping for:"
// expect: suggested topping: nuts
:tap "Reset"
