// A destructive-confirmation alert with actions and a message (iOS 15+ API), presenting data:
// .alert(_:isPresented:presenting:actions:message:). Expected: tapping "Delete" on a row sets the pending
// item and shows the alert; its "Delete" (role .destructive) removes the item; "Cancel" (role .cancel)
// just dismisses; either way isPresented goes back to false.
// Source: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var title: String
}

struct NotesView: View {
    @State private var notes = [Note(title: "Groceries"), Note(title: "Ideas")]
    @State private var pendingDelete: Note?
    @State private var showingConfirm = false

    var body: some View {
        List {
            ForEach(notes) { note in
                HStack {
                    Text(note.title)
                    Spacer()
                    Button("Delete \(note.title)", role: .destructive) {
                        pendingDelete = note
                        showingConfirm = true
                    }
                }
            }
        }
        .alert("Delete note?", isPresented: $showingConfirm, presenting: pendingDelete) { note in
            Button("Delete", role: .destructive) {
                notes.removeAll { $0.id == note.id }
                print("deleted \(note.title)")
            }
            Button("Cancel", role: .cancel) {
                print("kept \(note.title)")
            }
        } message: { note in
            Text("\"\(note.title)\" will be removed.")
        }
        .onChange(of: showingConfirm) { _, shown in print("alert shown: \(shown)") }
    }
}

:mount NotesView()
:tap "Delete Ideas"
:tree
:tap "Cancel"
:tap "Delete Groceries"
:tap "Delete"
:tree

// expect: alert shown: true
// expect: NotesView#1
// expect:   List  .alert .onChange
// expect:     row #2
// expect:       HStack
// expect:         Text "Groceries"
// expect:         Spacer
// expect:         Button "Delete Groceries"  .role
// expect:     row #3
// expect:       HStack
// expect:         Text "Ideas"
// expect:         Spacer
// expect:         Button "Delete Ideas"  .role
// expect:   Alert "Delete note?" (presented)
// expect:     Button "Delete"  .role
// expect:     Button "Cancel"  .role
// expect:     Text ""Ideas" will be removed."
// expect: kept Ideas
// expect: alert shown: false
// expect: alert shown: true
// expect: deleted Groceries
// expect: alert shown: false
// expect: NotesView#1
// expect:   List  .alert .onChange
// expect:     row #3
// expect:       HStack
// expect:         Text "Ideas"
// expect:         Spacer
// expect:         Button "Delete Ideas"  .role
