// A Picker over a CaseIterable enum with ForEach and no .tag: the ForEach's ids (Self) tag the options
// (rules §15.5), plus a Stepper whose label pluralises.
// Expected: choosing an option writes the selection; onChange prints it.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct IceCreamOrder: View {
    @State private var flavor: Flavor = .vanilla
    @State private var scoops = 1

    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Stepper("\(scoops) scoop\(scoops == 1 ? "" : "s")", value: $scoops, in: 1...3)
            Text("Order: \(scoops) × \(flavor.rawValue)")
        }
        .onChange(of: flavor) {
            print("flavor now \(flavor)")
        }
        .onChange(of: scoops) {
            print("scoops now \(scoops)")
        }
    }
}

:mount IceCreamOrder()
:pick "Chocolate" in "Flavor"
:step "1 scoop" up
:pick "Strawberry" in "Flavor"

// expect: flavor now chocolate
// expect: scoops now 2
// expect: flavor now strawberry
