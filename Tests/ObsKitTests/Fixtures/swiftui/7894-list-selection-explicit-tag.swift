// A list whose rows are tagged with `.tag(swatch.name)`: an explicit tag wins over the ForEach id, and a tap
// stores the tag in the selection binding as its type, here `String?` (rules §15.7, §15.18; Apple
// `view/tag(_:includeoptional:)`: a tag is also matched against an optional selection). The view reads
// `favorite` in its body (§3.5).
import SwiftUI

struct Swatch: Identifiable {
    let id: Int
    let name: String
}

struct SwatchPicker: View {
    let swatches = [Swatch(id: 10, name: "Red"), Swatch(id: 20, name: "Green")]
    @State private var favorite: String?

    var body: some View {
        let _ = print("favorite: \(favorite ?? "none")")
        List(selection: $favorite) {
            ForEach(swatches) { swatch in
                Text(swatch.name).tag(swatch.name)
            }
        }
    }
}

:mount SwatchPicker()
// expect: favorite: none
:tap "Green"
// expect: favorite: Green
:tap "Red"
// expect: favorite: Red
