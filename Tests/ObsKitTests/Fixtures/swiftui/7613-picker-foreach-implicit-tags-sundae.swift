// Follows Apple's Picker, "Iterating over a picker's options" (https://developer.apple.com/documentation/swiftui/picker): options from ForEach with implicit tags, explicit tags of another type, and an optional selection
// What SwiftUI does: a ForEach inside a Picker tags each option with its element's id, so options need no
// `.tag` when the id has the selection's type; an explicit `.tag` wins, so options listed by flavor can
// select a topping (Apple's "Suggested Topping" example, with our own names; rules §15.5). On iOS 18 a plain
// `.tag` also matches an optional selection (`tag(_:includeOptional:)`), and `String?.none` tags "None"
// (rules §15.18). `onChange` prints each selection.
// Sources: Apple `picker`, `view/tag(_:includeoptional:)`; rules §15.5, §15.18.
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
    @State private var flavor: Flavor = .chocolate
    @State private var topping: Topping = .nuts
    @State private var sauce: String? = nil

    var body: some View {
        List {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Picker("Suggested Topping", selection: $topping) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                        .tag(flavor.suggestedTopping)
                }
            }
            Picker("Sauce", selection: $sauce) {
                Text("None").tag(String?.none)
                Text("Caramel").tag("caramel")
                Text("Fudge").tag("fudge")
            }
        }
        .onChange(of: flavor) { _, new in print("flavor: \(new.rawValue)") }
        .onChange(of: topping) { _, new in print("topping: \(new.rawValue)") }
        .onChange(of: sauce) { _, new in print("sauce: \(new ?? "none")") }
    }
}

:mount SundaeBuilder()
:pick "Vanilla" in "Flavor"
// expect: flavor: vanilla
:pick "Strawberry" in "Suggested Topping"
// expect: topping: blueberries
:pick "Fudge" in "Sauce"
// expect: sauce: fudge
:pick "None" in "Sauce"
// expect: sauce: none
:pick "Chocolate" in "Flavor"
// expect: flavor: chocolate
