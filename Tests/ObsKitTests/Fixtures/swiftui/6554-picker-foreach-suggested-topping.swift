// Apple docs `Picker` (the suggestedTopping example): ForEach over Flavor.allCases with an explicit .tag of another type, beside a picker with implicit ForEach tags.
// Apple's page: an explicit `.tag` wins over the ForEach's implicit one, so choosing "Vanilla" in the first picker
// stores `Topping.cookies`; in the second picker the ForEach tags each row with its id, a Topping, the selection's
// type, so no `.tag` is needed (rules §15.5). Both pickers bind the same state: the body reads it and runs once per
// change, then onChange (rules §3.4, §3.5). Re-choosing what is selected writes an equal value: nothing runs.
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

struct SundaeBuilder: View {
    @State private var suggestedTopping: Topping = .nuts

    var body: some View {
        let _ = print("body: topping \(suggestedTopping.rawValue)")
        List {
            Picker("Flavor", selection: $suggestedTopping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                        .tag(flavor.suggestedTopping)
                }
            }
            Picker("Topping", selection: $suggestedTopping) {
                ForEach(Topping.allCases) { topping in
                    Text(topping.rawValue.capitalized)
                }
            }
            HStack {
                Text("Suggested Topping")
                Text(suggestedTopping.rawValue.capitalized)
                    .foregroundStyle(.secondary)
            }
        }
        .onChange(of: suggestedTopping) { oldValue, newValue in
            print("topping \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount SundaeBuilder()
// expect: body: topping nuts
:pick "Vanilla" in "Flavor"
// expect: body: topping cookies
// expect: topping nuts -> cookies
:pick "Strawberry" in "Flavor"
// expect: body: topping blueberries
// expect: topping cookies -> blueberries
:pick "Nuts" in "Topping"
// expect: body: topping nuts
// expect: topping blueberries -> nuts
:pick "Chocolate" in "Flavor"
