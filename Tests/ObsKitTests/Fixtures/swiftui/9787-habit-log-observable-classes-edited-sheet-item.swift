// Hacking with Swift "100 Days of SwiftUI" style: a habit log of @Observable classes edited in sheet(item:) with @Bindable; the editor runs per keystroke and step, the list's body does not (it reads only the array), a swipe-down dismissal nils the item and then calls onDismiss, and the edit is there next time (rules §13.1, §8.5, §8.3)
import SwiftUI

@Observable
final class Activity: Identifiable {
    let id: Int
    var name: String
    var count = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class ActivityLog {
    var activities = [Activity(id: 1, name: "Run"), Activity(id: 2, name: "Read")]
}

struct ActivityEditor: View {
    @Bindable var activity: Activity

    var body: some View {
        let _ = print("ActivityEditor body: \(activity.name) \(activity.count)")
        Form {
            TextField("Name", text: $activity.name)
            Stepper("Count: \(activity.count)", value: $activity.count)
        }
    }
}

struct ActivityRow: View {
    let activity: Activity
    let onEdit: () -> Void

    var body: some View {
        HStack {
            Text("\(activity.name): \(activity.count)")
            Spacer()
            Button("Edit \(activity.name)", action: onEdit)
        }
    }
}

struct LogScreen: View {
    @State private var log = ActivityLog()
    @State private var editing: Activity?

    var body: some View {
        let _ = print("LogScreen body: \(log.activities.count) activities")
        NavigationStack {
            List {
                ForEach(log.activities) { activity in
                    ActivityRow(activity: activity) {
                        editing = activity
                    }
                }
                Button("Add Swim") {
                    log.activities.append(Activity(id: log.activities.count + 1, name: "Swim"))
                }
            }
            .navigationTitle("Habits")
            .sheet(item: $editing, onDismiss: { print("editor closed") }) { activity in
                ActivityEditor(activity: activity)
            }
        }
    }
}

:mount LogScreen()
// expect: LogScreen body: 2 activities
:tap "Edit Run"
// expect: ActivityEditor body: Run 0
:type "!" into "Name"
// expect: ActivityEditor body: Run! 0
:step "Count: 0" up
// expect: ActivityEditor body: Run! 1
:dismiss
// expect: editor closed
:tap "Edit Run!"
// expect: ActivityEditor body: Run! 1
:dismiss
// expect: editor closed
:tap "Add Swim"
// expect: LogScreen body: 3 activities
