// Packing list: saving when the model changes with `onChange(of:initial:_:)`, as Apple's sample apps persist a store;
// own code. An @Observable list owned in @State; toggles bound with `ForEach($list.items)`; the save is an onChange
// of the whole (Equatable) array.
// What SwiftUI does: onChange compares the new value with the old one after the update and runs its action when they
// differ, once per update; `initial: true` also runs it when the view first appears (Apple). Observation notifies on
// any change in place (`items[i].isPacked = true`, even to the same value), but not on `=` of an equal value
// (rules §8.1, T12): "Reload Saved" runs nothing, and a second "Pack Everything" runs the body but not the save,
// since the array is equal to the old one. Several writes in one action are one update (rules §10.1).
// Sources: rules §8.1, §8.3, §10.1; Apple https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct PackingItem: Identifiable, Equatable {
    let id: Int
    var name: String
    var isPacked: Bool
}

@Observable
final class PackingList {
    var items = [
        PackingItem(id: 1, name: "Passport", isPacked: false),
        PackingItem(id: 2, name: "Hiking boots", isPacked: false),
    ]

    init() { print("PackingList init") }
}

struct PackingView: View {
    @State private var list = PackingList()

    var body: some View {
        let _ = print("PackingView body: \(list.items.filter(\.isPacked).count) of \(list.items.count) packed")
        List {
            ForEach($list.items) { $item in
                Toggle(item.name, isOn: $item.isPacked)
            }
            Button("Add Sunscreen") {
                list.items.append(PackingItem(id: list.items.count + 1, name: "Sunscreen", isPacked: false))
            }
            Button("Pack Everything") {
                for index in list.items.indices {
                    list.items[index].isPacked = true
                }
            }
            Button("Reload Saved") {
                list.items = list.items
            }
        }
        .onChange(of: list.items, initial: true) { _, newItems in
            print("saving \(newItems.count) items, \(newItems.filter(\.isPacked).count) packed")
        }
    }
}

:mount PackingView()
// expect: PackingList init
// expect: PackingView body: 0 of 2 packed
// expect: saving 2 items, 0 packed
:toggle "Passport"
// expect: PackingView body: 1 of 2 packed
// expect: saving 2 items, 1 packed
:tap "Pack Everything"
// expect: PackingView body: 2 of 2 packed
// expect: saving 2 items, 2 packed
:tap "Reload Saved"
:tap "Pack Everything"
// expect: PackingView body: 2 of 2 packed
:tap "Add Sunscreen"
// expect: PackingView body: 2 of 3 packed
// expect: saving 3 items, 2 packed
