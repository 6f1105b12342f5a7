// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (a list built from an array of Identifiable oceans)
// Apple's List page makes its rows from `oceans`, an array of a struct that conforms to Identifiable, with
// `List(oceans) { Text($0.name) }`. Here each row is a small view that prints when its body runs.
// - The first update makes every row (four short rows all fit on screen, so the lazy list builds them all).
// - Appending an ocean changes the @State array: the list view's body runs again and only the new row is
//   made; the old rows get equal values with the same ids, so their bodies don't run again.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct OceanRow: View {
    let ocean: Ocean

    var body: some View {
        let _ = print("row \(ocean.name)")
        Text(ocean.name)
    }
}

struct OceanList: View {
    @State private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
    ]

    var body: some View {
        let _ = print("list of \(oceans.count)")
        VStack {
            List(oceans) { ocean in
                OceanRow(ocean: ocean)
            }
            Button("Add Arctic") { oceans.append(Ocean(name: "Arctic")) }
        }
    }
}

:mount OceanList()
// expect: list of 4
// expect: row Pacific
// expect: row Atlantic
// expect: row Indian
// expect: row Southern
:tap "Add Arctic"
// expect: list of 5
// expect: row Arctic
