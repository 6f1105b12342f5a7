// Apple documentation style (Form, TextField, Picker, Stepper, Toggle): an ice-cream order form over four @State values read in the body; each keystroke, pick, step and toggle is one body run, the picker's options are tagged by ForEach's ids (rules §3.4, §15.5, §10.1)
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct OrderForm: View {
    @State private var name = ""
    @State private var flavor = Flavor.vanilla
    @State private var scoops = 1
    @State private var sprinkles = false

    var body: some View {
        let _ = print("OrderForm body: '\(name)' \(flavor.rawValue) x\(scoops) sprinkles=\(sprinkles)")
        Form {
            Section("Customer") {
                TextField("Name", text: $name)
            }
            Section("Order") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                Stepper("Scoops: \(scoops)", value: $scoops, in: 1...3)
                Toggle("Sprinkles", isOn: $sprinkles)
            }
        }
    }
}

:mount OrderForm()
// expect: OrderForm body: '' vanilla x1 sprinkles=false
:type "Al" into "Name"
// expect: OrderForm body: 'A' vanilla x1 sprinkles=false
// expect: OrderForm body: 'Al' vanilla x1 sprinkles=false
:pick "Chocolate" in "Flavor"
// expect: OrderForm body: 'Al' chocolate x1 sprinkles=false
:step "Scoops: 1" up
// expect: OrderForm body: 'Al' chocolate x2 sprinkles=false
:step "Scoops: 2" up
// expect: OrderForm body: 'Al' chocolate x3 sprinkles=false
:step "Scoops: 3" down
// expect: OrderForm body: 'Al' chocolate x2 sprinkles=false
:toggle "Sprinkles"
// expect: OrderForm body: 'Al' chocolate x2 sprinkles=true
