// SwiftUI from Apple's documentation: a detail editor edits one array element through $items[1]
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "@dynamicMemberLookup struct Binding<Value>";
// "A binding connects a property to a source of truth stored elsewhere, instead of storing data directly."
// Binding subscript(dynamicMember:) (https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)):
// "Returns a binding to the resulting value of a given key path." "The returned value is read from, and written to,
// the original binding." So $items[1] and $item.name write into the array.
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
    var done = false
}

struct ItemEditor: View {
    @Binding var item: Item
    var body: some View {
        Form {
            TextField("Name", text: $item.name)
            Toggle("Done", isOn: $item.done)
        }
    }
}

struct TodoScreen: View {
    @State private var items = [Item(name: "Milk"), Item(name: "Eggs"), Item(name: "Bread")]
    var body: some View {
        VStack {
            ItemEditor(item: $items[1])
            Button("Report") {
                print(items.map { "\($0.name)=\($0.done)" }.joined(separator: " "))
            }
        }
    }
}

:mount TodoScreen()
:clear "Name"
:type "Butter" into "Name"
:toggle "Done"
:tap "Report"
// expect: Milk=false Butter=true Bread=false
