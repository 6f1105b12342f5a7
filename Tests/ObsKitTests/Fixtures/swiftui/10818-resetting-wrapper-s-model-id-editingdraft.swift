// Blog style (resetting a wrapper's model with .id): @EditingDraft makes its model from an init argument in a nested @StateObject; .id(selected) gives the editor a new identity for each item, so a new model is made for the new item and the old editor disappears before the new one appears (rules §1.3, §4.2, §4.3, §11.1, §7.1)
import SwiftUI
import Combine

final class DraftModel: ObservableObject {
    let itemID: Int
    @Published var text: String

    init(itemID: Int) {
        self.itemID = itemID
        text = "Item \(itemID)"
        print("DraftModel \(itemID) init")
    }
}

@propertyWrapper
struct EditingDraft: DynamicProperty {
    @StateObject private var model: DraftModel

    init(itemID: Int) {
        _model = StateObject(wrappedValue: DraftModel(itemID: itemID))
    }

    var wrappedValue: String {
        get { model.text }
        nonmutating set { model.text = newValue }
    }

    var projectedValue: Binding<String> { $model.text }
}

struct DraftEditor: View {
    @EditingDraft var draft: String
    let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        _draft = EditingDraft(itemID: itemID)
        print("DraftEditor init for \(itemID)")
    }

    var body: some View {
        let _ = print("DraftEditor body: \(draft)")
        TextField("Draft", text: $draft)
            .onAppear { print("editor \(itemID) appeared") }
            .onDisappear { print("editor \(itemID) disappeared") }
    }
}

struct ContentView: View {
    @State private var selected = 1

    var body: some View {
        VStack {
            Picker("Item", selection: $selected) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            DraftEditor(itemID: selected)
                .id(selected)
        }
    }
}

:mount ContentView()
// expect: DraftEditor init for 1
// expect: DraftModel 1 init
// expect: DraftEditor body: Item 1
// expect: editor 1 appeared
:type "!" into "Draft"
// expect: DraftEditor body: Item 1!
:pick "Two" in "Item"
// expect: DraftEditor init for 2
// expect: DraftModel 2 init
// expect: DraftEditor body: Item 2
// expect: editor 1 disappeared
// expect: editor 2 appeared
:pick "One" in "Item"
// expect: DraftEditor init for 1
// expect: DraftModel 1 init
// expect: DraftEditor body: Item 1
// expect: editor 2 disappeared
// expect: editor 1 appeared
