// Apple, "sheet(item:onDismiss:content:)", https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) — the InventoryItem part-details sheet: the sheet is built only when the item becomes non-nil, and onDismiss runs after it closes, whether code set the item to nil or the user swiped it away
// Apple: the sheet presents when item is non-nil, builds its content from the unwrapped item, and calls onDismiss
// "when dismissing the sheet" (rules §13.1). The presenter's body never reads the item, so showing and hiding the
// sheet runs only the sheet's own views (§3.5, §8.7 choice). The content disappears, then onDismiss runs.
import SwiftUI

struct InventoryItem: Identifiable {
    var id: String
    let partNumber: String
    let quantity: Int
    let name: String
}

struct PartDetail: View {
    let detail: InventoryItem
    let close: () -> Void

    var body: some View {
        let _ = print("PartDetail body: \(detail.name)")
        VStack(alignment: .leading, spacing: 20) {
            Text("Part Number: \(detail.partNumber)")
            Text("Name: \(detail.name)")
            Text("Quantity On-Hand: \(detail.quantity)")
            Button("Close", action: close)
        }
        .onAppear { print("PartDetail appear") }
        .onDisappear { print("PartDetail disappear") }
    }
}

struct PartsView: View {
    @State private var sheetDetail: InventoryItem?

    var body: some View {
        let _ = print("PartsView body")
        VStack {
            Button("Show Part Details") {
                sheetDetail = InventoryItem(id: "0123456789", partNumber: "Z-1234A", quantity: 100, name: "Widget")
            }
        }
        .sheet(item: $sheetDetail, onDismiss: didDismiss) { detail in
            PartDetail(detail: detail) { sheetDetail = nil }
        }
    }

    func didDismiss() {
        print("didDismiss, item is \(sheetDetail == nil ? "nil" : "set")")
    }
}

:mount PartsView()
// expect: PartsView body
:tap "Show Part Details"
// expect: PartDetail body: Widget
// expect: PartDetail appear
:tap "Close"
// expect: PartDetail disappear
// expect: didDismiss, item is nil
:tap "Show Part Details"
// expect: PartDetail body: Widget
// expect: PartDetail appear
:dismiss
// expect: PartDetail disappear
// expect: didDismiss, item is nil
