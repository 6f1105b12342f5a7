// A mail store (ObservableObject) whose @Published array has a didSet that "saves"; rows are deleted by swiping (onDelete calling a store method) and a toolbar button archives all, showing an empty overlay; expected output by the SwiftUI rules (rules §6 @Published invalidates the observing view, §10 one body per update; Apple: DynamicViewContent.onDelete(perform:), RangeReplaceableCollection.remove(atOffsets:))
import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    let subject: String
    let sender: String
}

final class MailStore: ObservableObject {
    @Published var messages: [Message] = [
        Message(subject: "Lunch?", sender: "Priya"),
        Message(subject: "Invoice", sender: "Acme"),
        Message(subject: "Trip photos", sender: "Dad"),
    ] {
        didSet {
            print("store now has \(messages.count) messages")
        }
    }

    func delete(at offsets: IndexSet) {
        let subjects = offsets.map { messages[$0].subject }
        print("deleting \(subjects.joined(separator: ", "))")
        messages.remove(atOffsets: offsets)
    }

    func archiveAll() {
        messages.removeAll()
    }
}

struct InboxView: View {
    @StateObject private var store = MailStore()

    var body: some View {
        let _ = print("inbox body: " + (store.messages.isEmpty ? "empty" : store.messages.map(\.subject).joined(separator: ", ")))
        NavigationStack {
            List {
                ForEach(store.messages) { message in
                    VStack(alignment: .leading) {
                        Text(message.subject)
                        Text(message.sender)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .onDelete(perform: store.delete)
            }
            .overlay {
                if store.messages.isEmpty {
                    ContentUnavailableView("Inbox Zero", systemImage: "tray")
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                Button("Archive All", action: store.archiveAll)
            }
        }
    }
}

:mount InboxView()
:delete "Invoice"
:tap "Archive All"

// expect: inbox body: Lunch?, Invoice, Trip photos
// expect: deleting Invoice
// expect: store now has 2 messages
// expect: inbox body: Lunch?, Trip photos
// expect: store now has 0 messages
// expect: inbox body: empty
