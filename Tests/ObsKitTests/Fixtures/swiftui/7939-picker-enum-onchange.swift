// Style: Hacking with Swift style, "Pickers over an enum": a coffee order.
// SwiftUI: `ForEach(Size.allCases)` inside the Picker tags each option with its id, the case itself (rules §15.5), so
// choosing "Large" writes `.large`; the body reads `size` and `extraShot` (the price), so each change runs it
// (rules §3.5). The zero-parameter `onChange(of:)` (iOS 17) runs after the body for a change of `size` only, and reads
// the live value (rules §3.4). Choosing the option already selected writes an equal value: nothing runs (rules §3.4).
import SwiftUI

enum Size: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

struct CoffeeOrder: View {
    @State private var size: Size = .small
    @State private var extraShot = false

    private var price: Int {
        let base: Int
        switch size {
        case .small: base = 3
        case .medium: base = 4
        case .large: base = 5
        }
        return base + (extraShot ? 1 : 0)
    }

    var body: some View {
        let _ = print("order body: \(size.rawValue), $\(price)")
        Form {
            Picker("Size", selection: $size) {
                ForEach(Size.allCases) { size in
                    Text(size.rawValue.capitalized)
                }
            }
            Toggle("Extra Shot", isOn: $extraShot)
        }
        .onChange(of: size) {
            print("size now \(size.rawValue)")
        }
    }
}

:mount CoffeeOrder()
// expect: order body: small, $3
:pick "Large" in "Size"
// expect: order body: large, $5
// expect: size now large
:toggle "Extra Shot"
// expect: order body: large, $6
:pick "Large" in "Size"
:pick "Medium" in "Size"
// expect: order body: medium, $5
// expect: size now medium
