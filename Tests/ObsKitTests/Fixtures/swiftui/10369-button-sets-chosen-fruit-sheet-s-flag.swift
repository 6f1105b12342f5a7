// cookbook style, a pitfall on purpose: a button sets the chosen fruit and a sheet's flag; the sheet's content captures chosen from the last body, which read neither, so the first sheet shows the stale "none"; that read ties the body to chosen, so later presentations are right (rules §3.5 "the stale sheet", §8.7)
import SwiftUI

struct FruitDetail: View {
    let name: String

    var body: some View {
        let _ = print("FruitDetail body: \(name)")
        Text(name)
    }
}

struct FruitPicker: View {
    @State private var chosen = "none"
    @State private var showing = false

    var body: some View {
        let _ = print("FruitPicker body")
        VStack {
            Button("Pear") {
                chosen = "Pear"
                showing = true
            }
            Button("Plum") {
                chosen = "Plum"
                showing = true
            }
        }
        .sheet(isPresented: $showing) {
            FruitDetail(name: chosen)
        }
    }
}

:mount FruitPicker()
// expect: FruitPicker body
:tap "Pear"
// expect: FruitDetail body: none
:dismiss
:tap "Plum"
// expect: FruitPicker body
// expect: FruitDetail body: Plum
:dismiss
:tap "Pear"
// expect: FruitPicker body
// expect: FruitDetail body: Pear
