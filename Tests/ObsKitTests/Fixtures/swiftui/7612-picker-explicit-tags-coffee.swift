// Follows Apple's Picker (https://developer.apple.com/documentation/swiftui/picker): a coffee order with a picker over an enum and a segmented picker over strings, each option tagged
// What SwiftUI does: choosing an option writes its `.tag` into the selection binding (Apple `picker`, its
// "Flavor" example with our own names; rules §15.5, §15.18). The view reads both selections, so each change
// runs its body once (rules §3.5); choosing the option already selected writes an equal value, which does
// nothing (rules §3.4). `.pickerStyle(.segmented)` only changes the looks.
// Sources: Apple `picker`, `view/tag(_:includeoptional:)`; rules §3.4, §3.5, §15.5, §15.18.
import SwiftUI

enum Roast: String, CaseIterable {
    case light, medium, dark
}

struct CoffeeOrder: View {
    @State private var roast: Roast = .medium
    @State private var size = "Small"

    var body: some View {
        let _ = print("order: \(size) \(roast.rawValue)")
        Form {
            Picker("Roast", selection: $roast) {
                Text("Light").tag(Roast.light)
                Text("Medium").tag(Roast.medium)
                Text("Dark").tag(Roast.dark)
            }
            Picker("Size", selection: $size) {
                Text("Small").tag("Small")
                Text("Large").tag("Large")
            }
            .pickerStyle(.segmented)
        }
    }
}

:mount CoffeeOrder()
// expect: order: Small medium
:pick "Dark" in "Roast"
// expect: order: Small dark
:pick "Large" in "Size"
// expect: order: Large dark
:pick "Dark" in "Roast"
:pick "Light" in "Roast"
// expect: order: Large light
