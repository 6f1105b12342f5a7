// Style: Apple sample-app style, a document sheet that confirms deletion with an alert of its own.
// SwiftUI: the alert is built in the sheet's body (rules §13.2) and its flag is the sheet's @State, not read by the
// body (rules §3.5). While it is up, only its buttons can be tapped (rules §15.11). "Keep" (cancel role) only dismisses
// the alert. "Delete" runs the parent's closure, which changes the list's @State (its body runs once), and `dismiss()`
// closes the sheet (rules §15.12), whose content is not built again (rules §15.12, ObsREPL's choice). `sheet(item:)`
// builds a new sheet for the next document (rules §13.1).
import SwiftUI

struct Document: Identifiable {
    let id: Int
    let title: String
}

struct DocumentSheet: View {
    let document: Document
    let onDelete: () -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var confirmDelete = false

    var body: some View {
        let _ = print("document sheet body: \(document.title)")
        VStack {
            Text(document.title)
            Button("Delete Document") { confirmDelete = true }
        }
        .alert("Delete \(document.title)?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) {
                onDelete()
                dismiss()
            }
            Button("Keep", role: .cancel) { }
        }
    }
}

struct DocumentsView: View {
    @State private var documents = [Document(id: 1, title: "Budget"), Document(id: 2, title: "Notes")]
    @State private var open: Document?

    var body: some View {
        let _ = print("documents body: \(documents.map { $0.title })")
        VStack {
            ForEach(documents) { document in
                Button(document.title) { open = document }
            }
        }
        .sheet(item: $open) { document in
            DocumentSheet(document: document) {
                documents.removeAll { $0.id == document.id }
            }
        }
    }
}

:mount DocumentsView()
// expect: documents body: ["Budget", "Notes"]
:tap "Budget"
// expect: document sheet body: Budget
:tap "Delete Document"
:tap "Keep"
:tap "Delete Document"
:tap "Delete"
// expect: documents body: ["Notes"]
:tap "Notes"
// expect: document sheet body: Notes
