// Apple Developer Forums style: a Picker over an enum with an optional selection (`Size?`, nil at first) and a "Choose" row tagged Size?.none; each option's plain .tag(size) matches the optional selection and is stored as one (rules §15.18, §15.5)
import SwiftUI

enum CupSize: String, CaseIterable {
    case small, medium, large
}

struct CoffeeOrder: View {
    @State private var size: CupSize? = nil

    var body: some View {
        let _ = print("CoffeeOrder body: \(size?.rawValue ?? "none")")
        Form {
            Picker("Size", selection: $size) {
                Text("Choose").tag(CupSize?.none)
                ForEach(CupSize.allCases, id: \.self) { size in
                    Text(size.rawValue.capitalized).tag(size)
                }
            }
            Text(size == nil ? "Pick a size" : "Ready to order")
        }
    }
}

:mount CoffeeOrder()
// expect: CoffeeOrder body: none
:pick "Large" in "Size"
// expect: CoffeeOrder body: large
:pick "Small" in "Size"
// expect: CoffeeOrder body: small
:pick "Choose" in "Size"
// expect: CoffeeOrder body: none
