// Observation in depth style: one @Bindable editor binding two properties of an @Observable contact; the editor re-runs for a keystroke in either field (it made both bindings), each preview only for its own property, the phone line never (rules §8.5, §9.2, §8.3)
import SwiftUI

@Observable
final class Contact {
    var first = "Jo"
    var last = "Park"
    var phone = "555-0100"
}

struct NameEditor: View {
    @Bindable var contact: Contact

    var body: some View {
        let _ = print("NameEditor body")
        Form {
            TextField("First", text: $contact.first)
            TextField("Last", text: $contact.last)
        }
    }
}

struct FirstPreview: View {
    let contact: Contact

    var body: some View {
        let _ = print("FirstPreview body: \(contact.first)")
        Text(contact.first)
    }
}

struct LastPreview: View {
    let contact: Contact

    var body: some View {
        let _ = print("LastPreview body: \(contact.last)")
        Text(contact.last)
    }
}

struct PhoneLine: View {
    let contact: Contact

    var body: some View {
        let _ = print("PhoneLine body: \(contact.phone)")
        Text(contact.phone)
    }
}

struct ContactScreen: View {
    @State private var contact = Contact()

    var body: some View {
        let _ = print("ContactScreen body")
        VStack {
            NameEditor(contact: contact)
            FirstPreview(contact: contact)
            LastPreview(contact: contact)
            PhoneLine(contact: contact)
        }
    }
}

:mount ContactScreen()
// expect: ContactScreen body
// expect: NameEditor body
// expect: FirstPreview body: Jo
// expect: LastPreview body: Park
// expect: PhoneLine body: 555-0100
:type "e" into "First"
// expect: NameEditor body
// expect: FirstPreview body: Joe
:type "r" into "Last"
// expect: NameEditor body
// expect: LastPreview body: Parkr
