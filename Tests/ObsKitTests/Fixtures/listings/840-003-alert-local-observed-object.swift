// Article 003, local ObservedObject in an alert (listing 003-01): the writes from the "Title" field land on the item, but the local ObservedObject subscribes to nothing, so nothing re-runs while typing (the "Title Preview" field is never rebuilt). rules §13 (locals are never installed ⇒ no subscription; `$o.x` still writes), §8/§13 (alert(item:) actions are non-escaping: evaluated during the parent body while the item is non-nil, which reads the binding ⇒ the parent re-runs when the item is set or cleared), §3, §12.
// Our EditItem logs every read of `objectWillChange` (= every subscription; none is expected here) and every title write.
// note: the listing's `let $item = ...` does not compile with swiftc 6.3.1 ("cannot declare entity named '$item'; the '$' prefix is reserved for implicitly-synthesized declarations"); this scenario expects the interpreter to run it as the article intends.
// note: `_itemToEdit changed.` when the item is set assumes alert(item:) reads the binding in the body, as it must to call its non-escaping closure with the unwrapped item (§13); §3 alone says creating `$itemToEdit` is not a read.
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
        //> include 003-01-alert-local-observed.swift
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

// expect: ItemList: @self, @identity, _itemToEdit changed.
// expect: -- edit
// expect: ItemList: _itemToEdit changed.
// expect: -- type
// expect: title -> a
// expect: title -> ab
// expect: -- dismiss
// expect: ItemList: _itemToEdit changed.
// expect: logged title: ab
