// Stack Overflow style: "ForEach($items) { $item in Toggle(...) }: how do bindings into an array update the list?"
// `ForEach($gear) { $item in }` hands each row a Binding to its element; a write goes back through the whole chain
// into the @State array (rules §15.1, Apple `foreach/init(_:content:)`), and the body that read `gear` runs again
// (rules §3.5). Writing an array equal to the stored one (GearItem is Equatable) does nothing: no body (rules §3.4).
import SwiftUI

struct GearItem: Identifiable, Equatable {
    let id: Int
    var name: String
    var isPacked = false
}

struct PackingList: View {
    @State private var gear = [
        GearItem(id: 1, name: "Tent"),
        GearItem(id: 2, name: "Stove"),
        GearItem(id: 3, name: "Lantern"),
    ]

    var body: some View {
        let packed = gear.filter(\.isPacked).map(\.name)
        let _ = print("PackingList body, packed: \(packed)")
        List {
            ForEach($gear) { $item in
                Toggle(item.name, isOn: $item.isPacked)
            }
            Button("Unpack All") {
                print("unpacking")
                for index in gear.indices {
                    gear[index].isPacked = false
                }
            }
        }
    }
}

:mount PackingList()
// expect: PackingList body, packed: []
:toggle "Tent"
// expect: PackingList body, packed: ["Tent"]
:toggle "Lantern"
// expect: PackingList body, packed: ["Tent", "Lantern"]
:tap "Unpack All"
// expect: unpacking
// expect: PackingList body, packed: []
:tap "Unpack All"
// expect: unpacking
:toggle "Stove"
// expect: PackingList body, packed: ["Stove"]
