// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/picker (a Picker over a CaseIterable enum, options from ForEach(allCases) each tagged with its case)
// The Picker writes the tag of the chosen option into the selection binding; the tags have the selection's
// type (Roast), so every choice lands. The owner's body reads the selection and runs once per change; the
// derived price follows.
import SwiftUI

enum Roast: String, CaseIterable, Identifiable {
    case light, medium, dark
    var id: Self { self }

    var price: Double {
        switch self {
        case .light: 3.0
        case .medium: 3.5
        case .dark: 4.0
        }
    }
}

struct CoffeeOrder: View {
    @State private var roast: Roast = .medium

    var body: some View {
        let _ = print("order: \(roast.rawValue) at \(roast.price)")
        Form {
            Picker("Roast", selection: $roast) {
                ForEach(Roast.allCases) { roast in
                    Text(roast.rawValue.capitalized).tag(roast)
                }
            }
            .pickerStyle(.segmented)
            Text("Total: \(roast.price, format: .number)")
        }
    }
}

:mount CoffeeOrder()
// expect: order: medium at 3.5
:pick "Dark" in "Roast"
// expect: order: dark at 4.0
:pick "Light" in "Roast"
// expect: order: light at 3.0
