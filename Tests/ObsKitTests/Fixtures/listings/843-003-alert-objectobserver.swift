// Article 003, ObjectObserver (listings 003-04, 003-05): the container's stored `@ObservedObject` subscribes to the item once; typing writes through `wrapper.text` and re-runs only the container, never the parent; Cancel dismisses. rules §5 (box subscription at first update, kept for the same instance), §8 (content closure escaping, called in ObjectObserver's own body), §13, §12.
// Our EditItem logs every read of `objectWillChange` (= every subscription) and every text write.
final class EditItem: ObservableObject, Identifiable {
    let id: Int
    private let publisher = ObservableObjectPublisher()
    var objectWillChange: ObservableObjectPublisher {
        print("subscribing to item", id)
        return publisher
    }
    var text = "" {
        willSet {
            print("text ->", newValue)
            publisher.send()
        }
    }
    init(id: Int) { self.id = id }
}
//> include 003-04-objectobserver.swift

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
        //> include 003-05-alert-objectobserver.swift
    }
}

:mount ItemList()
print("-- edit")
:tap "Edit"
print("-- type")
:type "ab" into "Text"
print("-- cancel")
:tap "Cancel"
print("logged text:", lastItem?.text ?? "none")

// expect: ItemList: @self, @identity, _itemToEdit changed.
// expect: -- edit
// expect: ItemList: _itemToEdit changed.
// expect: subscribing to item 1
// expect: -- type
// expect: text -> a
// expect: text -> ab
// expect: -- cancel
// expect: ItemList: _itemToEdit changed.
// expect: logged text: ab
