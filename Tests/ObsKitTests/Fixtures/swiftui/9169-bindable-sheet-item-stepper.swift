// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (a sheet presented for an @Observable item, editing it through @Bindable)
// sheet(item:onDismiss:content:): "When item is non-nil, the system passes the item's content to the modifier's
// closure"; here the item is an @Observable part, and the sheet's editor binds a Stepper to it with @Bindable
// (https://developer.apple.com/documentation/swiftui/bindable).
// - Each step changes `quantity`; the list row that reads it runs again, live, behind the sheet.
// - A swipe dismisses the sheet: the binding goes back to nil and onDismiss runs.
import SwiftUI
import Observation

@Observable
final class Part: Identifiable {
    let name: String
    var quantity: Int

    init(name: String, quantity: Int) {
        self.name = name
        self.quantity = quantity
    }
}

struct PartRow: View {
    let part: Part

    var body: some View {
        let _ = print("row \(part.name): \(part.quantity)")
        Text("\(part.name): \(part.quantity)")
    }
}

struct PartEditor: View {
    @Bindable var part: Part

    var body: some View {
        Form {
            Text("Editing \(part.name)")
            Stepper("Quantity", value: $part.quantity, in: 0...99)
        }
    }
}

struct InventoryView: View {
    @State private var parts = [Part(name: "Bolts", quantity: 12), Part(name: "Nuts", quantity: 40)]
    @State private var editing: Part?

    var body: some View {
        List(parts) { part in
            HStack {
                PartRow(part: part)
                Button("Edit \(part.name)") { editing = part }
            }
        }
        .sheet(item: $editing, onDismiss: { print("dismissed, editing \(editing?.name ?? "nothing")") }) { part in
            PartEditor(part: part)
        }
    }
}

:mount InventoryView()
// expect: row Bolts: 12
// expect: row Nuts: 40
:tap "Edit Bolts"
:step "Quantity" up
// expect: row Bolts: 13
:step "Quantity" up
// expect: row Bolts: 14
:dismiss
// expect: dismissed, editing nothing
