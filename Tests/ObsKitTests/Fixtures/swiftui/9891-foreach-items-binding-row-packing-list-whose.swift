// Hacking with Swift style: ForEach($items) with a @Binding row: a packing list whose rows toggle their element through $item; each toggle changes the array the parent lays out, so the parent and every row run again (a row's binding from ForEach($items) never equals the last one) (rules §15.1, §9.3, §2.5)
import SwiftUI

struct PackingItem: Identifiable {
    let id: Int
    var name: String
    var packed = false
}

struct PackingRow: View {
    @Binding var item: PackingItem

    var body: some View {
        let _ = print("PackingRow body: \(item.name) packed=\(item.packed)")
        Toggle(item.name, isOn: $item.packed)
    }
}

struct PackingList: View {
    @State private var items = [
        PackingItem(id: 1, name: "Passport"),
        PackingItem(id: 2, name: "Charger"),
        PackingItem(id: 3, name: "Socks"),
    ]

    var packedCount: Int { items.filter(\.packed).count }

    var body: some View {
        let _ = print("PackingList body: \(packedCount)/\(items.count) packed")
        List {
            ForEach($items) { $item in
                PackingRow(item: $item)
            }
            Button("Pack all") {
                for index in items.indices {
                    items[index].packed = true
                }
            }
        }
    }
}

:mount PackingList()
// expect: PackingList body: 0/3 packed
// expect: PackingRow body: Passport packed=false
// expect: PackingRow body: Charger packed=false
// expect: PackingRow body: Socks packed=false
:toggle "Charger"
// expect: PackingList body: 1/3 packed
// expect: PackingRow body: Passport packed=false
// expect: PackingRow body: Charger packed=true
// expect: PackingRow body: Socks packed=false
:tap "Pack all"
// expect: PackingList body: 3/3 packed
// expect: PackingRow body: Passport packed=true
// expect: PackingRow body: Charger packed=true
// expect: PackingRow body: Socks packed=true
