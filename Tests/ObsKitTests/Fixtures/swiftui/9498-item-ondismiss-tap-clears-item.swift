// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (sheet(item:) with onDismiss and a tap that clears the item)
// Apple's sheet(item:onDismiss:content:) page: "When item is non-nil, the system passes the item's content to the
// modifier's closure"; the example's content has `.onTapGesture { sheetDetail = nil }`, and `onDismiss` is "the closure
// to execute when dismissing the sheet". A swipe also dismisses it and sets the item to nil.
// - Show the part; tap the sheet; show it again; swipe it away.
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
        .sheet(item: $sheetDetail,
               onDismiss: didDismiss) { detail in
            VStack(alignment: .leading, spacing: 20) {
                Text("Part Number: \(detail.partNumber)")
                Text("Name: \(detail.name)")
                Text("Quantity On-Hand: \(detail.quantity)")
            }
            .onTapGesture {
                sheetDetail = nil
            }
            .onAppear { print("showing \(detail.partNumber), \(detail.quantity) on hand") }
        }
    }

    func didDismiss() {
        print("didDismiss: item is nil \(sheetDetail == nil)")
    }
}

:mount ShowPartDetail()
:tap "Show Part Details"
// expect: showing Z-1234A, 100 on hand
:tap "Name: Widget"
// expect: didDismiss: item is nil true
:tap "Show Part Details"
// expect: showing Z-1234A, 100 on hand
:dismiss
// expect: didDismiss: item is nil true
