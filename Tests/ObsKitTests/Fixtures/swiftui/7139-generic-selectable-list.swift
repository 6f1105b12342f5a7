// A generic `SelectableList<Item: Identifiable, Row: View>` component: a list of items drawn by a row builder, with a
// checkmark on the selected one and `@Binding var selection: Item.ID?`, used by a fruit picker.
// What SwiftUI does: a row's tap writes the parent's `@State` through the binding (rules §9.3). The parent reads the
// selection and runs; the list's binding value changed, so it runs too (rules §2.5, §2.7). Its rows are built again
// (rules §2.6, ObsREPL's choice for ForEach), and each FruitRow gets an equal value (an Int and a String, rules §2.3),
// so no row body runs. Choosing the selected fruit again writes an equal value: nothing runs (rules §3.4).
// Sources: rules §2.3, §2.5, §2.6, §2.7, §3.4, §9.3; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct SelectableList<Item: Identifiable, Row: View>: View {
    let items: [Item]
    @Binding var selection: Item.ID?
    @ViewBuilder let row: (Item) -> Row

    var body: some View {
        let _ = print("SelectableList body: \(items.count) items, selection \(selection == nil ? "none" : "set")")
        VStack(alignment: .leading, spacing: 10) {
            ForEach(items) { item in
                Button {
                    selection = item.id
                } label: {
                    HStack {
                        row(item)
                        Spacer()
                        if item.id == selection {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        }
    }
}

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitRow: View {
    let fruit: Fruit

    var body: some View {
        let _ = print("FruitRow body: \(fruit.name)")
        Text(fruit.name)
    }
}

struct FruitPicker: View {
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    @State private var selectedID: Fruit.ID?

    var body: some View {
        let _ = print("FruitPicker body: \(selectedID.map { "\($0)" } ?? "none")")
        VStack {
            SelectableList(items: fruits, selection: $selectedID) { fruit in
                FruitRow(fruit: fruit)
            }
            Text(selectedID == nil ? "Pick a fruit" : "Picked #\(selectedID!)")
        }
    }
}

:mount FruitPicker()
// expect: FruitPicker body: none
// expect: SelectableList body: 2 items, selection none
// expect: FruitRow body: Apple
// expect: FruitRow body: Pear
:tap "Pear"
// expect: FruitPicker body: 2
// expect: SelectableList body: 2 items, selection set
:tap "Pear"
:tap "Apple"
// expect: FruitPicker body: 1
// expect: SelectableList body: 2 items, selection set
