// SwiftUI from Apple's documentation: sheet(item:onDismiss:content:) (ShowPartDetail)
// Source: developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:): item: "A
// binding to an optional source of truth for the sheet. When item is non-nil, the system passes the
// item's content to the modifier's closure."; onDismiss: "The closure to execute when dismissing the
// sheet." In the example, tapping the sheet sets sheetDetail to nil.
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
                id: "0123456789", partNumber: "Z-1234A", quantity: 100, name: "Widget")
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
        print("didDismiss, sheetDetail is nil: \(sheetDetail == nil)")
    }
}

:mount ShowPartDetail()
:tap "Show Part Details"
:tap "Name: Widget"

// expect: showing Widget, 100 on hand
// expect: didDismiss, sheetDetail is nil: true
