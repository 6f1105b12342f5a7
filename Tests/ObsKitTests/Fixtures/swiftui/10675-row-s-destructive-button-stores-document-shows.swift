// Sarunw "alert presenting data" style: a row's destructive button stores the document and shows alert(_:isPresented:presenting:); the data is read in the body to build the actions, so storing it runs the body, and the actions are built at each body while the data is non-nil, shown or not (rules §13.2, §8.6, §8.7)
import SwiftUI

struct Document: Identifiable {
    let id: Int
    let name: String
}

struct DocumentsView: View {
    @State private var documents = [
        Document(id: 1, name: "Notes"),
        Document(id: 2, name: "Photos"),
        Document(id: 3, name: "Taxes"),
    ]
    @State private var pendingDelete: Document?
    @State private var showingConfirm = false

    var body: some View {
        let _ = print("DocumentsView body: \(documents.map(\.name))")
        List(documents) { doc in
            HStack {
                Text(doc.name)
                Spacer()
                Button("Delete \(doc.name)", role: .destructive) {
                    pendingDelete = doc
                    showingConfirm = true
                }
            }
        }
        .alert("Delete document?", isPresented: $showingConfirm, presenting: pendingDelete) { doc in
            let _ = print("building actions for \(doc.name)")
            Button("Delete", role: .destructive) {
                documents.removeAll { $0.id == doc.id }
            }
            Button("Keep", role: .cancel) {}
        } message: { doc in
            Text("\(doc.name) will be removed.")
        }
    }
}

:mount DocumentsView()
// expect: DocumentsView body: ["Notes", "Photos", "Taxes"]
:tap "Delete Notes"
// expect: DocumentsView body: ["Notes", "Photos", "Taxes"]
// expect: building actions for Notes
:tap "Delete"
// expect: DocumentsView body: ["Photos", "Taxes"]
// expect: building actions for Notes
:tap "Delete Taxes"
// expect: DocumentsView body: ["Photos", "Taxes"]
// expect: building actions for Taxes
:tap "Keep"
