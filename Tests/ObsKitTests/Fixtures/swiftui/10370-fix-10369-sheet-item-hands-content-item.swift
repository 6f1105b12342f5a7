// cookbook style: the fix of 10369: sheet(item:) hands the content the item itself, so the first presentation is right and the picker's body never runs again (it reads no item); a button in the sheet sets a new item with another id, which replaces the sheet's content (rules §13.1, §8.7)
import SwiftUI

struct Pick: Identifiable {
    let name: String
    var id: String { name }
}

struct FruitDetail: View {
    let name: String
    @Binding var pick: Pick?

    var body: some View {
        let _ = print("FruitDetail body: \(name)")
        VStack {
            Text(name)
            Button("Try Fig instead") { pick = Pick(name: "Fig") }
        }
        .onAppear { print("FruitDetail appear \(name)") }
    }
}

struct FruitPicker: View {
    @State private var pick: Pick?

    var body: some View {
        let _ = print("FruitPicker body")
        VStack {
            Button("Pear") { pick = Pick(name: "Pear") }
            Button("Plum") { pick = Pick(name: "Plum") }
        }
        .sheet(item: $pick) { p in
            FruitDetail(name: p.name, pick: $pick)
        }
    }
}

:mount FruitPicker()
// expect: FruitPicker body
:tap "Pear"
// expect: FruitDetail body: Pear
// expect: FruitDetail appear Pear
:dismiss
:tap "Plum"
// expect: FruitDetail body: Plum
// expect: FruitDetail appear Plum
:tap "Try Fig instead"
// expect: FruitDetail body: Fig
// expect: FruitDetail appear Fig
