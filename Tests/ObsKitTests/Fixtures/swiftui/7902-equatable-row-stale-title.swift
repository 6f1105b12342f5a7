// Blog post, "Equatable rows: faster, until they're stale". ItemRow holds a closure, so it isn't plain data and
// SwiftUI compares it with its own `==` (rules §2.2), which looks only at the id. Renaming item 1 re-runs the
// catalog, but the rebuilt row is "equal", so its body doesn't run (§2.7): the button still says "Widget", and its
// action is still the closure from the row's last body, which captured the old item, so tapping it stores
// "Widget" (§2.4, §0.1).
import SwiftUI

struct Product: Identifiable {
    let id: Int
    var title: String
}

struct ItemRow: View, Equatable {
    let item: Product
    let onSelect: () -> Void

    nonisolated static func == (lhs: ItemRow, rhs: ItemRow) -> Bool {
        lhs.item.id == rhs.item.id
    }

    var body: some View {
        let _ = print("row \(item.title)")
        Button(item.title, action: onSelect)
    }
}

struct Catalog: View {
    @State private var items = [Product(id: 1, title: "Widget"), Product(id: 2, title: "Gadget")]
    @State private var picked = ""

    var body: some View {
        let _ = print("catalog, picked '\(picked)'")
        List(items) { item in
            ItemRow(item: item, onSelect: { picked = item.title })
        }
        Button("Rename 1") { items[0].title = "Widget Pro" }
    }
}

:mount Catalog()
// expect: catalog, picked ''
// expect: row Widget
// expect: row Gadget
:tap "Rename 1"
// expect: catalog, picked ''
:tap "Widget"
// expect: catalog, picked 'Widget'
