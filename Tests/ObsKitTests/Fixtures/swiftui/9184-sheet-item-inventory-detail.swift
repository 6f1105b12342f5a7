// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (the InventoryItem part-details sheet, closed by a tap or a swipe)
// The page's ShowPartDetail sets `sheetDetail` to an InventoryItem; the sheet shows the part's number, name and
// quantity, and a tap gesture on its content sets `sheetDetail = nil`; `onDismiss: didDismiss` runs when it closes.
// - Setting the item to nil in code dismisses the sheet and runs onDismiss; so does a swipe, which also sets the
//   binding back to nil.
import SwiftUI

struct InventoryItem: Identifiable {
    var id: String
    let partNumber: String
    let quantity: Int
    let name: String
}

struct ShowPartDetail: View {
    @State private var sheetDetail: InventoryItem?

    var body: some View {
        Button("Show Part Details") {
            sheetDetail = InventoryItem(
                id: "0123456789",
                partNumber: "Z-1234A",
                quantity: 100,
                name: "Widget")
        }
        .sheet(item: $sheetDetail, onDismiss: didDismiss) { detail in
            VStack(alignment: .leading, spacing: 20) {
                Text("Part Number: \(detail.partNumber)")
                Text("Name: \(detail.name)")
                Text("Quantity On-Hand: \(detail.quantity)")
            }
            .onAppear { print("showing \(detail.name), \(detail.quantity) on hand") }
            .onTapGesture {
                sheetDetail = nil
            }
        }
    }

    func didDismiss() {
        print("didDismiss, detail is \(sheetDetail == nil ? "nil" : "set")")
    }
}

:mount ShowPartDetail()
:tap "Show Part Details"
// expect: showing Widget, 100 on hand
:tap "Name: Widget"
// expect: didDismiss, detail is nil
:tap "Show Part Details"
// expect: showing Widget, 100 on hand
:dismiss
// expect: didDismiss, detail is nil
