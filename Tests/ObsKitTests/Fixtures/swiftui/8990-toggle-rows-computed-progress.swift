// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (each row makes a @Bindable local from its @Observable task and binds a Toggle to $task.isDone: toggling one updates the progress view, which reads a computed doneCount over the array, while the header reading only the board's title does not update)
import SwiftUI
import Observation

@Observable
final class ChecklistItem: Identifiable {
    var title: String
    var isDone = false
    init(title: String) { self.title = title }
}

@Observable
final class Checklist {
    var title = "Trip prep"
    var items = [ChecklistItem(title: "Passport"), ChecklistItem(title: "Tickets"), ChecklistItem(title: "Charger")]
    var doneCount: Int { items.filter(\.isDone).count }
}

struct ChecklistHeader: View {
    @Environment(Checklist.self) private var checklist

    var body: some View {
        let _ = print("header \(checklist.title)")
        Text(checklist.title)
    }
}

struct ProgressLine: View {
    @Environment(Checklist.self) private var checklist

    var body: some View {
        let _ = print("done \(checklist.doneCount) of \(checklist.items.count)")
        Text("\(checklist.doneCount)/\(checklist.items.count)")
    }
}

struct ChecklistRows: View {
    @Environment(Checklist.self) private var checklist

    var body: some View {
        ForEach(checklist.items) { item in
            @Bindable var item = item
            Toggle(item.title, isOn: $item.isDone)
        }
    }
}

struct ChecklistRoot: View {
    @State private var checklist = Checklist()

    var body: some View {
        Form {
            ChecklistHeader()
            ProgressLine()
            ChecklistRows()
        }
        .environment(checklist)
    }
}

:mount ChecklistRoot()
:toggle "Tickets"
:toggle "Passport"
:toggle "Tickets"
// expect: header Trip prep
// expect: done 0 of 3
// expect: done 1 of 3
// expect: done 2 of 3
// expect: done 1 of 3
