// SwiftUI from Apple's documentation: ForEach init(_:content:) with a Binding — https://developer.apple.com/documentation/swiftui/foreach (a TextField bound through ForEach($items) { $item in ... } edits that element of the @State array)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

struct ContactEditor: View {
    @State private var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]
    var body: some View {
        Form {
            ForEach($contacts) { $contact in
                TextField("Name", text: $contact.name)
            }
            Button("Print") { print(contacts.map(\.name)) }
        }
    }
}

:mount ContactEditor()
:type "b" into "Name" 2
:tap "Print"
:type "ie" into "Name" 1
:tap "Print"
// expect: ["Ann", "Bob"]
// expect: ["Annie", "Bob"]
