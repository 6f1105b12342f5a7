// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (filtering in body: a "Hide done" toggle drops finished tasks from the ForEach; a row filtered out and shown again is a new view, so its @State starts over, while rows that stayed keep theirs)
// Apple's ForEach page ties each row to its element's id. A view's @State lives as long as the view is in the
// hierarchy ("SwiftUI manages the property's storage ... for the lifetime of the view", State page): a row whose
// element leaves the filtered array is removed, and when the element comes back the row is inserted anew with a
// fresh @State.
import SwiftUI

struct TaskItem: Identifiable {
    let id: String
    let done: Bool
}

struct NoteRow: View {
    let task: TaskItem
    @State private var notes = 0
    var body: some View {
        Button("Note on \(task.id)") {
            notes += 1
            print("\(task.id) notes: \(notes)")
        }
    }
}

struct TaskList: View {
    let tasks = [
        TaskItem(id: "Plan", done: true),
        TaskItem(id: "Build", done: false),
        TaskItem(id: "Ship", done: false)
    ]
    @State private var hideDone = false

    var body: some View {
        let visible = hideDone ? tasks.filter { !$0.done } : tasks
        List {
            Toggle("Hide done", isOn: $hideDone)
            ForEach(visible) { task in
                NoteRow(task: task)
            }
        }
    }
}

:mount TaskList()
:tap "Note on Plan"
// expect: Plan notes: 1
:tap "Note on Plan"
// expect: Plan notes: 2
:tap "Note on Build"
// expect: Build notes: 1
:toggle "Hide done"
:tap "Note on Build"
// expect: Build notes: 2
:toggle "Hide done"
:tap "Note on Plan"
// expect: Plan notes: 1
:tap "Note on Build"
// expect: Build notes: 3
