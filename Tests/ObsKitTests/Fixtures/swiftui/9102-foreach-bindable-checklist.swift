// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (bindings to an @Observable model's properties with the $ syntax)
// A checklist model (@Observable) holding an array of structs; the view takes it with @Bindable and makes one
// Toggle per element with `ForEach($checklist.tasks) { $task in ... }`.
// - Bindable "supports creating bindings to the mutable properties of observable objects": `$checklist.tasks` is a
//   binding to the array, and each `$task.done` writes its element back into it.
// - The body reads `tasks` (the count of done items), so each toggle runs it once
//   (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
import SwiftUI

struct TaskItem: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

@Observable
final class Checklist {
    var tasks = [
        TaskItem(id: 1, title: "Pack", done: false),
        TaskItem(id: 2, title: "Print tickets", done: false),
        TaskItem(id: 3, title: "Water plants", done: true),
    ]
}

struct ChecklistView: View {
    @Bindable var checklist: Checklist

    var body: some View {
        let doneCount = checklist.tasks.filter(\.done).count
        let _ = print("checklist: \(doneCount) of \(checklist.tasks.count) done")
        Form {
            Section {
                ForEach($checklist.tasks) { $task in
                    Toggle(task.title, isOn: $task.done)
                }
            } footer: {
                Text("\(doneCount) done")
            }
        }
    }
}

struct TripView: View {
    @State private var checklist = Checklist()

    var body: some View {
        ChecklistView(checklist: checklist)
    }
}

:mount TripView()
// expect: checklist: 1 of 3 done
:toggle "Pack"
// expect: checklist: 2 of 3 done
:toggle "Water plants"
// expect: checklist: 1 of 3 done
:toggle "Print tickets"
// expect: checklist: 2 of 3 done
