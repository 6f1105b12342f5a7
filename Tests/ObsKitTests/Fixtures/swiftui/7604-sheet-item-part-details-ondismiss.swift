// Follows Apple's sheet(item:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)): part details shown in a sheet for the tapped part, with an onDismiss handler
// What SwiftUI does: the sheet is presented when the item becomes non-nil, and only then is its content built,
// with the unwrapped item (nothing is built at mount). When the user dismisses it (a swipe: `:dismiss`), the
// binding is set to nil, then `onDismiss` runs, so it reads nil (rules §13.1; Apple's "InventoryItem"
// example, with our own names). A new presentation builds the content again for the new item.
// Sources: Apple `view/sheet(item:ondismiss:content:)`; rules §3.4, §13.1.
import SwiftUI

struct InventoryPart: Identifiable {
    var id: String
    let partNumber: String
    let quantity: Int
    let name: String
}

struct PartSheet: View {
    let part: InventoryPart

    var body: some View {
        let _ = print("sheet for \(part.name)")
        VStack(alignment: .leading, spacing: 20) {
            Text("Part Number: \(part.partNumber)")
            Text("Name: \(part.name)")
            Text("Quantity On-Hand: \(part.quantity)")
        }
    }
}

struct ShowPartDetail: View {
    @State private var sheetDetail: InventoryPart?

    var body: some View {
        VStack {
            Button("Show Widget") {
                sheetDetail = InventoryPart(id: "0123456789", partNumber: "Z-1234A", quantity: 100, name: "Widget")
            }
            Button("Show Sprocket") {
                sheetDetail = InventoryPart(id: "9876543210", partNumber: "S-5678B", quantity: 12, name: "Sprocket")
            }
        }
        .sheet(item: $sheetDetail, onDismiss: didDismiss) { detail in
            PartSheet(part: detail)
        }
    }

    func didDismiss() {
        print("dismissed, item is \(sheetDetail == nil ? "nil" : "set")")
    }
}

:mount ShowPartDetail()
:tap "Show Widget"
// expect: sheet for Widget
:dismiss
// expect: dismissed, item is nil
:tap "Show Sprocket"
// expect: sheet for Sprocket
:dismiss
// expect: dismissed, item is nil
