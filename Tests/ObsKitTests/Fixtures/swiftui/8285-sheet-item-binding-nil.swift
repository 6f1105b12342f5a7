// SwiftUI from Apple's documentation: sheet(item:) shows the item; the sheet's Button writes nil through a binding
// Apple, sheet(item:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)):
// item: "A binding to an optional source of truth for the sheet. When item is non-nil, the system passes the item's
// content to the modifier's closure." onDismiss: "The closure to execute when dismissing the sheet."
// (Apple's example: an InventoryItem sheet whose "Dismiss" button sets `sheetDetail = nil`)
import SwiftUI

struct InventoryItem: Identifiable {
    var id: String
    let partNumber: String
    let name: String
}

struct PartSheet: View {
    let detail: InventoryItem
    @Binding var sheetDetail: InventoryItem?
    var body: some View {
        VStack {
            Button("Print part") { print("Part Number: \(detail.partNumber), Name: \(detail.name)") }
            Button("Dismiss") { sheetDetail = nil }
        }
    }
}

struct ShowPartDetail: View {
    @State private var sheetDetail: InventoryItem?
    var body: some View {
        Button("Show Part Details") {
            sheetDetail = InventoryItem(id: "0123456789", partNumber: "Z-1234A", name: "Widget")
        }
        .sheet(item: $sheetDetail, onDismiss: { print("onDismiss, detail nil: \(sheetDetail == nil)") }) { detail in
            PartSheet(detail: detail, sheetDetail: $sheetDetail)
        }
    }
}

:mount ShowPartDetail()
:tap "Show Part Details"
:tap "Print part"
:tap "Dismiss"
// expect: Part Number: Z-1234A, Name: Widget
// expect: onDismiss, detail nil: true
