// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (Supporting selection in lists: a Set-bound List in edit mode through EditButton; a "Delete N" toolbar button, built from the selection's count, removes every selected @Observable message and empties the selection)
// Apple's List page: "To support multiple selections, bind the list's selection parameter to a set" and, on iOS,
// put the list in edit mode (here with an EditButton). Each tapped row toggles its id in the set. The delete button's
// title is computed from the selection in the body, so its label changes with each tap.
import SwiftUI

@Observable
final class Message: Identifiable {
    let id: String
    var isRead = false
    init(_ subject: String) { id = subject }
}

struct Inbox: View {
    @State private var messages = [Message("Invoice"), Message("Lunch?"), Message("Meeting notes"), Message("Promo")]
    @State private var selected = Set<String>()

    var body: some View {
        NavigationStack {
            List(messages, selection: $selected) { message in
                Text(message.id)
            }
            .toolbar {
                EditButton()
                Button("Delete \(selected.count)") {
                    messages.removeAll { selected.contains($0.id) }
                    selected.removeAll()
                    print("inbox: \(messages.map(\.id))")
                }
            }
        }
    }
}

:mount Inbox()
:tap "Edit"
:tap "Lunch?"
:tap "Promo"
:tap "Invoice"
:tap "Lunch?"
:tap "Delete 2"
// expect: inbox: ["Lunch?", "Meeting notes"]
:tap "Delete 0"
// expect: inbox: ["Lunch?", "Meeting notes"]
