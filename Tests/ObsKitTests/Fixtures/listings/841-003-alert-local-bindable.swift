// Article 003, local @Bindable in an alert (listing 003-02, @Observable item): the alert's actions run inside the parent body and `$item.title` reads `title` there, so every keystroke re-runs the whole parent (`@dependencies`). Once the item is nil the closure isn't evaluated, the dependency is gone, and a later title change re-runs nothing. rules §8 (alert claim "consistent"; binding creation reads; item: variant only while non-nil; fresh scope per body), §13, §12, T18.
// note: `_itemToEdit changed.` when the item is set assumes alert(item:) reads the binding in the body (see 840).
@Observable final class EditItem: Identifiable {
    let id: Int
    var title = ""
    init(id: Int) { self.id = id }
}

var lastItem: EditItem?

struct ItemList: View {
    @State private var itemToEdit: EditItem?
    var body: some View {
        let _ = Self._printChanges()
        Button("Retitle") { lastItem?.title = "later" }
        Button("Edit") {
            let item = EditItem(id: 1)
            lastItem = item
            itemToEdit = item
        }
        //> include 003-02-alert-bindable.swift
    }
}

:mount ItemList()
print("-- edit")
:tap "Edit"
print("-- type")
:type "ab" into "Title"
print("-- dismiss")
:dismiss
print("logged title:", lastItem?.title ?? "none")
print("-- retitle while no alert")
:tap "Retitle"
print("logged title:", lastItem?.title ?? "none")

// expect: ItemList: @self, @identity, _itemToEdit changed.
// expect: -- edit
// expect: ItemList: _itemToEdit changed.
// expect: -- type
// expect: ItemList: @dependencies changed.
// expect: ItemList: @dependencies changed.
// expect: -- dismiss
// expect: ItemList: _itemToEdit changed.
// expect: logged title: ab
// expect: -- retitle while no alert
// expect: logged title: later
