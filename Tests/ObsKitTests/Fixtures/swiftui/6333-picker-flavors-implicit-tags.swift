// Apple: Picker (the Flavor example with explicit tag(_:); "ForEach automatically assigns a tag to the selection views using each option's id" when the id type matches the selection type; pickerStyle(.segmented)/(.inline)); choosing the current option again changes nothing (SEMANTICS §3 equal writes)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

enum Topping: String, CaseIterable, Identifiable {
    case nuts, sprinkles, cookies
    var id: Self { self }
}

struct SundaeBuilder: View {
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var selectedTopping: Topping = .nuts

    var body: some View {
        let _ = print("order: \(selectedFlavor.rawValue) with \(selectedTopping.rawValue)")
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            .pickerStyle(.segmented)
            Picker("Topping", selection: $selectedTopping) {
                ForEach(Topping.allCases) { topping in
                    Text(topping.rawValue.capitalized)
                }
            }
            .pickerStyle(.inline)
        }
    }
}

:mount SundaeBuilder()
:pick "Vanilla" in "Flavor"
:pick "Sprinkles" in "Topping"
:pick "Sprinkles" in "Topping"
:pick "Strawberry" in "Flavor"

// expect: order: chocolate with nuts
// expect: order: vanilla with nuts
// expect: order: vanilla with sprinkles
// expect: order: strawberry with sprinkles
