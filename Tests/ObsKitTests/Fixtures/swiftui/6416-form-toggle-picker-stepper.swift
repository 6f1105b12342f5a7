// Hacking with Swift, "WeSplit"/"Cupcake Corner" style Form (Picker, Stepper and Toggle bound to @State, a computed summary); rules §15.5, §3.4, §3.5
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct OrderForm: View {
    @State private var flavor = Flavor.vanilla
    @State private var scoops = 1
    @State private var addSprinkles = false

    var summary: String {
        "\(scoops) x \(flavor.rawValue)\(addSprinkles ? " + sprinkles" : "")"
    }

    var body: some View {
        let _ = print("OrderForm body: \(summary)")
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Stepper("Scoops", value: $scoops, in: 1...4)
            Toggle("Sprinkles", isOn: $addSprinkles)
            Section("Your order") {
                Text(summary)
            }
        }
    }
}

:mount OrderForm()
:pick "Chocolate" in "Flavor"
:step "Scoops" up 2
:toggle "Sprinkles"
:pick "Chocolate" in "Flavor"

// expect: OrderForm body: 1 x vanilla
// expect: OrderForm body: 1 x chocolate
// expect: OrderForm body: 2 x chocolate
// expect: OrderForm body: 3 x chocolate
// expect: OrderForm body: 3 x chocolate + sprinkles
