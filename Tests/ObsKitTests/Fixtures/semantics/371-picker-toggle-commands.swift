// :pick chooses an option by its text (its .tag is written to the selection); :toggle flips a Toggle's
// binding. Only the views that read the changed State re-run (rules §3).
import SwiftUI

enum Flavor: String, CaseIterable {
    case vanilla, chocolate
}

struct Order: View {
    @State private var flavor = Flavor.vanilla
    @State private var extra = false
    var body: some View {
        let _ = Self._printChanges()
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            Toggle("Sprinkles", isOn: $extra)
            Text("\(flavor.rawValue)\(extra ? " with sprinkles" : "")")
        }
    }
}

:mount Order()
:pick "Chocolate" in "Flavor"
:toggle "Sprinkles"
:toggle "Sprinkles"
:pick "Chocolate" in "Flavor"
// expect: Order: @self, @identity, _flavor, _extra changed.
// expect: Order: _flavor changed.
// expect: Order: _extra changed.
// expect: Order: _extra changed.
