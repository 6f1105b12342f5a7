// Issue 13 (B), Picker with ForEach options and no `.tag`: ForEach tags each option with its element's id,
// so the picker works without explicit tags when the id has exactly the selection's type. Here: an enum
// that is its own id (`id: \.self`) and a struct list whose `id` (String) is what the selection holds.
// Source: https://developer.apple.com/documentation/swiftui/picker ("Iterating over a picker's options"),
// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) ("A ForEach automatically
// applies a default tag to each enumerated view using the id parameter of the corresponding element").
// Rules §3, §12.
import SwiftUI

enum Size: String, CaseIterable {
    case small, medium, large
}

struct Roast: Identifiable {
    let id: String
    let name: String
}

struct CoffeeOrder: View {
    let roasts = [Roast(id: "l", name: "Light"), Roast(id: "d", name: "Dark")]
    @State private var size = Size.medium
    @State private var roastID = "l"

    var body: some View {
        let _ = Self._printChanges()
        Form {
            Picker("Size", selection: $size) {
                ForEach(Size.allCases, id: \.self) { size in
                    Text(size.rawValue.capitalized)
                }
            }
            Picker("Roast", selection: $roastID) {
                ForEach(roasts) { roast in
                    Text(roast.name)
                }
            }
            Text("\(size.rawValue), roast \(roastID)")
        }
    }
}

:mount CoffeeOrder()
:pick "Large" in "Size"
:pick "Dark" in "Roast"
:pick "Dark" in "Roast"

// expect: CoffeeOrder: @self, @identity, _size, _roastID changed.
// expect: CoffeeOrder: _size changed.
// expect: CoffeeOrder: _roastID changed.
