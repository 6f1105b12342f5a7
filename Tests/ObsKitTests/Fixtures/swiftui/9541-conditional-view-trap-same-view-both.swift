// SwiftUI from a community tutorial: https://tatejennings.com/blog/swiftui-view-identity (the conditional view trap: the same view in both branches of an if/else is two views, and its @State starts over when the branch flips; the fix keeps one view and varies a property)
// Tate Jennings: "Swift compiles if/else into a _ConditionalContent view with two branches. The TextField in the if
// branch has a different identity than the one in the else branch. Different branch, different view, state gone." and
// "The fix - keep the view in a single position and vary its properties". WWDC21 "Demystify SwiftUI" says the same of a
// flipped condition: new storage, starting from the state's initial value. Here the state lives in the child view.
// - Trap: add two notes; flip Editable (a new NotesEditor appears); add a note: it starts over at one.
// - Fix: add a note; flip Editable (no new view); add another: two.
import SwiftUI

struct NotesEditor: View {
    let isEditable: Bool
    @State private var notes = ""

    var body: some View {
        VStack {
            Text("notes: \(notes)")
            Button("Add note") {
                notes += "*"
                print("notes now \(notes)")
            }
        }
        .onAppear { print("NotesEditor appeared, editable \(isEditable)") }
    }
}

struct ProfileView: View {
    @State private var isEditable = true

    var body: some View {
        VStack {
            Toggle("Editable", isOn: $isEditable)
            if isEditable {
                NotesEditor(isEditable: true)
            } else {
                NotesEditor(isEditable: false)
                    .opacity(0.5)
            }
        }
    }
}

struct FixedProfileView: View {
    @State private var isEditable = true

    var body: some View {
        VStack {
            Toggle("Editable", isOn: $isEditable)
            NotesEditor(isEditable: isEditable)
                .opacity(isEditable ? 1 : 0.5)
        }
    }
}

:mount ProfileView()
// expect: NotesEditor appeared, editable true
:tap "Add note"
// expect: notes now *
:tap "Add note"
// expect: notes now **
:toggle "Editable"
// expect: NotesEditor appeared, editable false
:tap "Add note"
// expect: notes now *
:mount FixedProfileView()
// expect: NotesEditor appeared, editable true
:tap "Add note"
// expect: notes now *
:toggle "Editable"
:tap "Add note"
// expect: notes now **
