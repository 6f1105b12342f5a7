// Sundae builder after the example on Apple's Picker page: an enum that is `CaseIterable` and `Identifiable`
// (`var id: Self { self }`), one Picker with explicit `.tag`s and one whose ForEach tags each option with its id.
// What SwiftUI does: choosing an option writes its tag into the selection binding (rules §15.5: a ForEach inside
// a Picker tags each row with its element's id); the body reads both selections, so it runs once per choice
// (rules §3.4). Choosing the option already selected writes an equal value: nothing runs (rules §3.4). The
// two-parameter onChange runs after the update that changed the flavor, with the old and the new value; it does not
// run for the topping.
// Sources: rules §3.4, §10.1, §15.5; https://developer.apple.com/documentation/swiftui/picker
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

enum Topping: String, CaseIterable, Identifiable {
    case nuts, cookies, blueberries
    var id: Self { self }
}

struct SundaeBuilder: View {
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var selectedTopping: Topping = .nuts

    var body: some View {
        let _ = print("SundaeBuilder body: \(selectedFlavor.rawValue) with \(selectedTopping.rawValue)")
        List {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker("Topping", selection: $selectedTopping) {
                ForEach(Topping.allCases) { topping in
                    Text(topping.rawValue.capitalized)
                }
            }
        }
        .onChange(of: selectedFlavor) { oldValue, newValue in
            print("flavor changed from \(oldValue) to \(newValue)")
        }
    }
}

:mount SundaeBuilder()
// expect: SundaeBuilder body: chocolate with nuts
:pick "Vanilla" in "Flavor"
// expect: SundaeBuilder body: vanilla with nuts
// expect: flavor changed from chocolate to vanilla
:pick "Vanilla" in "Flavor"
:pick "Blueberries" in "Topping"
// expect: SundaeBuilder body: vanilla with blueberries
:pick "Strawberry" in "Flavor"
// expect: SundaeBuilder body: strawberry with blueberries
// expect: flavor changed from vanilla to strawberry
