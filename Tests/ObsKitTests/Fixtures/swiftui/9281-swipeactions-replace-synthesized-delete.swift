// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:) (custom swipe actions on rows that also have onDelete: the custom actions replace the synthesized Delete)
// Apple's page for swipeActions: once a row sets swipe actions, SwiftUI no longer synthesizes the Delete
// action that `onDelete(perform:)` on the ForEach would otherwise add; to delete, add a destructive swipe
// button yourself. Swipe buttons are hidden until the row is swiped.
// - The visible "Clear done" button works as any button.
// - Swiping "Milk" away with the synthesized delete is not possible: the row's swipe shows Pin/Archive,
//   so onDelete never runs and the row can't be deleted that way.
import SwiftUI

struct Groceries: View {
    @State private var items = ["Milk", "Bread", "Apples"]
    @State private var done: Set<String> = ["Bread"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .swipeActions(edge: .leading) {
                        Button("Pin") { print("pin \(item)") }
                            .tint(.yellow)
                    }
                    .swipeActions {
                        Button("Archive") { print("archive \(item)") }
                            .tint(.gray)
                    }
            }
            .onDelete { offsets in
                items.remove(atOffsets: offsets)
                print("onDelete ran: \(items)")
            }
            Button("Clear done") {
                items.removeAll { done.contains($0) }
                print("left: \(items)")
            }
        }
    }
}

:mount Groceries()
:tap "Clear done"
// expect: left: ["Milk", "Apples"]
:delete "Milk"
// expect-error: can't be deleted
