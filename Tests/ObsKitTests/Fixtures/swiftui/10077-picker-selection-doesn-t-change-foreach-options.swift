// Stack Overflow Q&A style: "Picker selection doesn't change": ForEach options get implicit tags of their id's type, which works for the enum selection but not for an Int selection over String ids (choosing changes nothing); a plain tag matches an optional selection and is stored as Optional (rules §15.5, §15.18)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, mint
    var id: Self { self }
}

struct IceCreamForm: View {
    @State private var flavor: Flavor = .vanilla
    @State private var scoops = 1
    @State private var topping: String? = nil

    var body: some View {
        let _ = print("IceCreamForm body: \(flavor.rawValue) \(scoops) \(topping ?? "none")")
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            // the asker's code: the options are tagged "One" and "Two", the selection is an Int
            Picker("Scoops", selection: $scoops) {
                ForEach(["One", "Two"], id: \.self) { label in
                    Text(label)
                }
            }
            Picker("Topping", selection: $topping) {
                Text("None").tag(nil as String?)
                Text("Sprinkles").tag("Sprinkles")
            }
        }
    }
}

:mount IceCreamForm()
// expect: IceCreamForm body: vanilla 1 none
:pick "Mint" in "Flavor"
// expect: IceCreamForm body: mint 1 none
:pick "Two" in "Scoops"
:pick "Sprinkles" in "Topping"
// expect: IceCreamForm body: mint 1 Sprinkles
:pick "None" in "Topping"
// expect: IceCreamForm body: mint 1 none
