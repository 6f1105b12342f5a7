// Style: Apple documentation page, `sheet(item:onDismiss:content:)`: "If item changes, the system dismisses the sheet
// and replaces it with a new one using the same process" (Apple `view/sheet(item:ondismiss:content:)`; rules §13.1).
// SwiftUI: the content is built only when the item is non-nil, with the unwrapped item, in the presented hierarchy
// (rules §13.1, §8.4); setting the item is no read of the presenter's body (fixture 7683's `sheet(item:)`, rules §3.5).
// The detail's @StateObject closure runs right before its first body (rules §4.2). A new identity while shown
// replaces the hierarchy (rules §13.1, ObsREPL's choice): the old node dies and releases its model (rules §1.4), and a
// new model is made for the new contact. Order inferred: the old sheet goes before the new one is presented, as Apple's
// "dismisses ... and replaces" reads (rules §1.4's choice: no two models at once). `:dismiss` releases the last one.
import SwiftUI

final class DetailModel: ObservableObject {
    let name: String
    init(name: String) {
        self.name = name
        print("DetailModel init \(name)")
    }
    deinit { print("DetailModel deinit \(name)") }
}

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactDetail: View {
    @StateObject private var model: DetailModel
    let onNext: () -> Void

    init(contact: Contact, onNext: @escaping () -> Void) {
        _model = StateObject(wrappedValue: DetailModel(name: contact.name))
        self.onNext = onNext
    }

    var body: some View {
        let _ = print("detail body \(model.name)")
        Button("Next Contact") { onNext() }
    }
}

struct ContactsView: View {
    @State private var shown: Contact?
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]

    var body: some View {
        let _ = print("contacts body")
        Button("Show Ada") { shown = contacts[0] }
            .sheet(item: $shown) { contact in
                ContactDetail(contact: contact) {
                    shown = contacts[1]
                }
            }
    }
}

:mount ContactsView()
// expect: contacts body
:tap "Show Ada"
// expect: DetailModel init Ada
// expect: detail body Ada
:tap "Next Contact"
// expect: DetailModel deinit Ada
// expect: DetailModel init Grace
// expect: detail body Grace
:dismiss
// expect: DetailModel deinit Grace
