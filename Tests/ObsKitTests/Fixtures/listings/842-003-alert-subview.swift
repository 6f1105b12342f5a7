// Article 003, the single-use subview (listing 003-03) shown by our alert(item:): its stored `@ObservedObject` is installed, so it subscribes to the item once (and only it re-runs while typing); the parent is not re-run per keystroke; Cancel dismisses. rules §5 (box subscribes at first update, same instance kept), §13 (alert content evaluated during the parent body while non-nil; an action tap sets the binding nil), §12.
// Our EditItem logs every read of `objectWillChange` (= every subscription) and every title write.
// note: the subview's own body re-runs per keystroke are not visible (the listing prints nothing); what shows is the one subscription and the parent staying quiet.
final class EditItem: ObservableObject, Identifiable {
    let id: Int
    private let publisher = ObservableObjectPublisher()
    var objectWillChange: ObservableObjectPublisher {
        print("subscribing to item", id)
        return publisher
    }
    var title = "" {
        willSet {
            print("title ->", newValue)
            publisher.send()
        }
    }
    init(id: Int) { self.id = id }
}
//> include 003-03-subview.swift

var lastItem: EditItem?

struct ItemList: View {
    @State private var itemToEdit: EditItem?
    var body: some View {
        let _ = Self._printChanges()
        Button("Edit") {
            let item = EditItem(id: 1)
            lastItem = item
            itemToEdit = item
        }
        .alert("Edit Item", item: $itemToEdit) { item in
            ItemAlertContent(item: item)
        }
    }
}

:mount ItemList()
print("-- edit")
:tap "Edit"
print("-- type")
:type "ab" into "Title"
print("-- cancel")
:tap "Cancel"
print("logged title:", lastItem?.title ?? "none")

// expect: ItemList: @self, @identity, _itemToEdit changed.
// expect: -- edit
// expect: ItemList: _itemToEdit changed.
// expect: subscribing to item 1
// expect: -- type
// expect: title -> a
// expect: title -> ab
// expect: -- cancel
// expect: ItemList: _itemToEdit changed.
// expect: logged title: ab
