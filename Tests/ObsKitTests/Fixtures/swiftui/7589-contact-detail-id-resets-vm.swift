// Hacking with Swift-style fix for "my view model doesn't update when the selection changes": give the detail
// `.id(selection)` so a new selection makes a new view, and with it a new view model
// What SwiftUI does: the detail makes its view model with `State(initialValue:)` in init, which would be ignored
// after the first install (rules §3.2). With `.id(contactID)`, a new value resets the subtree: the old node is
// destroyed and its view model deinits, and the new node installs its state from the current struct (rules §1.3,
// §1.4). The new view model is made earlier, in the parent's body, where the detail's init runs (rules §2.6, §3.1);
// the old one goes before the new node's body (rules §1.4, ObsREPL's choice: the old node is destroyed before the new
// one is set up). A tap on the same name writes an equal value: no body runs (rules §3.4).
// Sources: rules §1.3, §1.4, §2.6, §3.1, §3.2, §3.4; Apple `View/id(_:)`, `State`
// https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

@MainActor
@Observable
final class ContactDetailViewModel {
    let contactID: String
    var notes: [String] = []

    init(contactID: String) {
        self.contactID = contactID
        print("ContactDetailViewModel init \(contactID)")
    }

    deinit {
        print("ContactDetailViewModel deinit \(contactID)")
    }

    func addNote() {
        notes.append("note \(notes.count + 1)")
    }
}

struct ContactDetail: View {
    @State private var viewModel: ContactDetailViewModel

    init(contactID: String) {
        _viewModel = State(initialValue: ContactDetailViewModel(contactID: contactID))
    }

    var body: some View {
        let _ = print("ContactDetail body: \(viewModel.contactID), \(viewModel.notes.count) notes")
        VStack {
            Text(viewModel.contactID)
            Button("Add note") { viewModel.addNote() }
        }
    }
}

struct ContactsScreen: View {
    @State private var contactID = "ana"

    var body: some View {
        let _ = print("ContactsScreen body: \(contactID)")
        VStack {
            HStack {
                Button("Ana") { contactID = "ana" }
                Button("Ben") { contactID = "ben" }
            }
            ContactDetail(contactID: contactID)
                .id(contactID)
        }
    }
}

:mount ContactsScreen()
// expect: ContactsScreen body: ana
// expect: ContactDetailViewModel init ana
// expect: ContactDetail body: ana, 0 notes
:tap "Add note"
// expect: ContactDetail body: ana, 1 notes
:tap "Ana"
:tap "Ben"
// expect: ContactsScreen body: ben
// expect: ContactDetailViewModel init ben
// expect: ContactDetailViewModel deinit ana
// expect: ContactDetail body: ben, 0 notes
:tap "Ana"
// expect: ContactsScreen body: ana
// expect: ContactDetailViewModel init ana
// expect: ContactDetailViewModel deinit ben
// expect: ContactDetail body: ana, 0 notes
