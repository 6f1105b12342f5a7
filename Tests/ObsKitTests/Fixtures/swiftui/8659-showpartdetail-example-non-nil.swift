// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (the ShowPartDetail example: a non-nil item presents the sheet with it; setting it to nil dismisses and runs onDismiss; a swipe dismissal also resets the item binding to nil)
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
            .onAppear { print("showing \(detail.name) \(detail.partNumber)") }
            .onTapGesture {
                sheetDetail = nil
            }
        }
    }

    func didDismiss() {
        print("dismissed; sheetDetail is \(sheetDetail == nil ? "nil" : "set")")
    }
}

:mount ShowPartDetail()
:tap "Show Part Details"
:tap "Name: Widget"
:tap "Show Part Details"
:dismiss
// expect: showing Widget Z-1234A
// expect: dismissed; sheetDetail is nil
// expect: showing Widget Z-1234A
// expect: dismissed; sheetDetail is nil
