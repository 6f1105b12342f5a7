// Apple: sheet(item:onDismiss:content:) ("presents a sheet using the given item as a data source"; the InventoryItem example: set the item to present, set it to nil or swipe to dismiss, then onDismiss runs); SEMANTICS §13
import SwiftUI

struct Part: Identifiable {
    let id: String
    let name: String
    let quantity: Int
}

struct PartSheet: View {
    let part: Part
    @Binding var selection: Part?

    var body: some View {
        let _ = print("sheet for \(part.name)")
        VStack(spacing: 16) {
            Text("Part \(part.id)")
                .font(.headline)
            Text("\(part.quantity) in stock")
            Button("Close") { selection = nil }
        }
        .padding()
    }
}

struct PartsScreen: View {
    @State private var selectedPart: Part?

    var body: some View {
        VStack(spacing: 12) {
            Button("Show bolt") {
                selectedPart = Part(id: "B-610", name: "M6 bolt", quantity: 240)
            }
            Button("Show washer") {
                selectedPart = Part(id: "W-200", name: "washer", quantity: 75)
            }
        }
        .sheet(item: $selectedPart, onDismiss: didDismiss) { part in
            PartSheet(part: part, selection: $selectedPart)
        }
    }

    func didDismiss() {
        print("dismissed, selection is \(selectedPart == nil ? "nil" : "set")")
    }
}

:mount PartsScreen()
:tap "Show bolt"
:tap "Close"
:tap "Show washer"
:dismiss

// expect: sheet for M6 bolt
// expect: dismissed, selection is nil
// expect: sheet for washer
// expect: dismissed, selection is nil
