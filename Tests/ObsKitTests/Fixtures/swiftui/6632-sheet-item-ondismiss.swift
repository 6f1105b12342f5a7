// Follows Apple's page "sheet(item:onDismiss:content:)"
// (developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)): an inventory list whose rows
// show a part's details in a sheet driven by an optional Identifiable item.
// - The sheet is presented when the item becomes non-nil, and only then is the content closure called, with the
//   unwrapped item (Apple's page; rules §13.1). So PartDetail's init, body and onAppear run at each presentation,
//   in that order: init in the closure, then the body, then appearance callbacks after the update (rules §4.2,
//   §10.3, §11.1).
// - The list's body makes $sheetDetail but never reads it, so choosing a part runs no PartsList body (rules §3.5).
// - Dismissal, by a swipe (:dismiss) or by DismissAction from inside the sheet (Apple `dismissaction`; rules
//   §15.12), sets the binding to nil and then calls onDismiss, which sees nil (Apple's page; rules §13.1).
import SwiftUI

struct InventoryPart: Identifiable {
    let id: String
    let name: String
    let quantity: Int
}

struct PartDetail: View {
    let part: InventoryPart
    @Environment(\.dismiss) private var dismiss

    init(part: InventoryPart) {
        self.part = part
        print("PartDetail init, \(part.name)")
    }

    var body: some View {
        let _ = print("PartDetail body, \(part.name)")
        VStack(alignment: .leading) {
            Text("Part Number: \(part.id)")
            Text("Name: \(part.name)")
            Text("Quantity On-Hand: \(part.quantity)")
            Button("Close") { dismiss() }
        }
        .onAppear { print("PartDetail appeared, \(part.name)") }
    }
}

struct PartsList: View {
    let parts = [
        InventoryPart(id: "0123456789", name: "Widget", quantity: 100),
        InventoryPart(id: "9876543210", name: "Sprocket", quantity: 12),
    ]
    @State private var sheetDetail: InventoryPart?

    var body: some View {
        let _ = print("PartsList body")
        List(parts) { part in
            Button(part.name) { sheetDetail = part }
        }
        .sheet(item: $sheetDetail, onDismiss: didDismiss) { detail in
            PartDetail(part: detail)
        }
    }

    func didDismiss() {
        print("didDismiss, sheetDetail is \(sheetDetail == nil ? "nil" : "set")")
    }
}

:mount PartsList()
// expect: PartsList body
:tap "Widget"
// expect: PartDetail init, Widget
// expect: PartDetail body, Widget
// expect: PartDetail appeared, Widget
:dismiss
// expect: didDismiss, sheetDetail is nil
:tap "Sprocket"
// expect: PartDetail init, Sprocket
// expect: PartDetail body, Sprocket
// expect: PartDetail appeared, Sprocket
:tap "Close"
// expect: didDismiss, sheetDetail is nil
