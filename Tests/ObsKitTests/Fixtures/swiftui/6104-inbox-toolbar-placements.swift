// Toolbar placements: a leading Edit/Done item, a bottom-bar group with a Spacer, and an icon button with
// a title (Button(_:systemImage:action:)), inside a NavigationStack (rules §15.4).
// Expected: onChange(of:) with the two-value closure reports the change; the compose button runs.
import SwiftUI

struct InboxView: View {
    @State private var unread = 3
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            Text(unread == 0 ? "All caught up" : "\(unread) unread")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Mark All Read") { unread = 0 }
                        Spacer()
                        Button("Compose", systemImage: "square.and.pencil") {
                            print("compose")
                        }
                    }
                }
        }
        .onChange(of: unread) { oldValue, newValue in
            print("unread \(oldValue) -> \(newValue)")
        }
    }
}

:mount InboxView()
:tap "Edit"
:tap "Done"
:tap "Mark All Read"
:tap "Compose"

// expect: unread 3 -> 0
// expect: compose
