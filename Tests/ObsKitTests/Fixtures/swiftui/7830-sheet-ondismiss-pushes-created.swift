// Navigation in apps: a "New list" sheet that, on Create, closes and lets the presenter push the new list from onDismiss.
// dismiss() closes the sheet its view is in (rules §15.12); the presenter's onDismiss runs after the dismissal (rules §13.1),
// and its path append pushes the new list, built then (rules §14.3). The sheet's @State dies with it, so the next sheet starts
// empty, and a swipe-down (`:dismiss`) also calls onDismiss (rules §1.4, §13.1).
import SwiftUI

struct NewListSheet: View {
    @Binding var created: String?
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        let _ = print("NewListSheet body")
        Form {
            TextField("Name", text: $name)
            Button("Create") {
                created = name
                dismiss()
            }
        }
    }
}

struct ListDetail: View {
    let name: String
    var body: some View {
        let _ = print("ListDetail body \(name)")
        Text(name)
    }
}

struct Lists: View {
    @State private var path: [String] = []
    @State private var showingNew = false
    @State private var pendingName: String?

    var body: some View {
        let _ = print("Lists body")
        NavigationStack(path: $path) {
            Text("Your lists")
                .toolbar {
                    Button("New") { showingNew = true }
                }
                .navigationDestination(for: String.self) { name in
                    ListDetail(name: name)
                }
        }
        .sheet(isPresented: $showingNew, onDismiss: {
            print("sheet dismissed")
            if let name = pendingName {
                path.append(name)
                pendingName = nil
            }
        }) {
            NewListSheet(created: $pendingName)
        }
    }
}

:mount Lists()
// expect: Lists body
:tap "New"
// expect: NewListSheet body
:type "Trip" into "Name"
:tap "Create"
// expect: sheet dismissed
// expect: ListDetail body Trip
:back
:tap "New"
// expect: NewListSheet body
:dismiss
// expect: sheet dismissed
