// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/toggle/init(_:sources:ison:) (an "All done" toggle over the tasks of an @Observable checklist, beside one toggle per task)
// Toggle(_:sources:isOn:) makes one toggle over a collection: here the sources are `$checklist.tasks` (a binding to
// an array, which is a collection of bindings to its elements) and the key path picks each task's `isDone`. Turning
// it on sets every task done; while some are done and some not, it is mixed. @Bindable
// (https://developer.apple.com/documentation/swiftui/bindable) gives the bindings into the @Observable model, and
// onChange(of:) in the view reports which tasks are done after each change.
import SwiftUI
import Observation

struct ChecklistItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

@Observable
final class Checklist {
    var tasks = [
        ChecklistItem(id: 1, title: "Buy milk"),
        ChecklistItem(id: 2, title: "Walk dog"),
        ChecklistItem(id: 3, title: "Call mum"),
    ]
}

struct ChecklistView: View {
    @Bindable var checklist: Checklist

    private var doneTitles: String {
        let done = checklist.tasks.filter(\.isDone).map(\.title)
        return done.isEmpty ? "nothing" : done.joined(separator: ", ")
    }

    var body: some View {
        Form {
            Toggle("All done", sources: $checklist.tasks, isOn: \.isDone)
            ForEach($checklist.tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
        }
        .onChange(of: doneTitles) { _, newValue in
            print("done: \(newValue)")
        }
    }
}

struct ChecklistScreen: View {
    @State private var checklist = Checklist()

    var body: some View {
        ChecklistView(checklist: checklist)
    }
}

:mount ChecklistScreen()
:toggle "All done"
// expect: done: Buy milk, Walk dog, Call mum
:toggle "Walk dog"
// expect: done: Buy milk, Call mum
:toggle "Walk dog"
// expect: done: Buy milk, Walk dog, Call mum
:toggle "All done"
// expect: done: nothing
