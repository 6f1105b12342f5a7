// Reddit r/SwiftUI style: a Picker over an Identifiable enum: the question's ForEach gives each option its String id as implicit tag, which never matches the enum selection, so picking does nothing; the accepted fix adds .tag(flavor) (rules §15.5, §15.18)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, mint
    var id: String { rawValue }
}

struct OrderForm: View {
    @State private var flavor: Flavor = .vanilla
    @State private var topping: Flavor = .vanilla

    var body: some View {
        let _ = print("OrderForm body: \(flavor.rawValue) / \(topping.rawValue)")
        Form {
            Picker("Broken", selection: $flavor) {
                ForEach(Flavor.allCases) { f in
                    Text(f.rawValue.capitalized)
                }
            }
            Picker("Fixed", selection: $topping) {
                ForEach(Flavor.allCases) { f in
                    Text(f.rawValue.capitalized).tag(f)
                }
            }
        }
    }
}

:mount OrderForm()
// expect: OrderForm body: vanilla / vanilla
:pick "Mint" in "Broken"
:pick "Mint" in "Fixed"
// expect: OrderForm body: vanilla / mint
:pick "Chocolate" in "Fixed"
// expect: OrderForm body: vanilla / chocolate
:pick "Chocolate" in "Broken"
