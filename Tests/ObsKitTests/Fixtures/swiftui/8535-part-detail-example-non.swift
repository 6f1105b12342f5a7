// SwiftUI from Apple's documentation: sheet(item:onDismiss:content:) — https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (the part-detail example: a non-nil item is passed to the content closure; setting it back to nil dismisses the sheet and runs onDismiss)
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
            .onAppear { print("sheet shows \(detail.name) \(detail.partNumber) x\(detail.quantity)") }
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
// expect: sheet shows Widget Z-1234A x100
// expect: didDismiss, sheetDetail is nil: true
