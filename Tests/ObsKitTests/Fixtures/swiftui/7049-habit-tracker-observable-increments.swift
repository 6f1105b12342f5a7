// Habit tracker (the "100 days" course's habit-tracking challenge), own code: an @Observable store of activities,
// a list pushing a detail screen with `NavigationLink(value:)`, and a "Mark completed" button in the detail that
// increments the activity's count in the store (replacing the element by index, as the course suggests). The detail
// looks its activity up in the store by id, so it shows the live count rather than the pushed copy.
// What SwiftUI does: the detail's body read `store.activities`, and so did the list's body (it passed the array to
// List): an increment notifies both, and both run once, the list (the parent, under whose stack the detail is
// pushed) first (rules §8.3, §2.8, §10.1). The list runs though the detail covers it: it is still in the hierarchy,
// only its appearance changed (rules §14.3). A pop destroys the detail; the next push builds a new one (rules §14.3).
// Sources: rules §2.8, §8.3, §10.1, §14.3, §15.12;
// https://developer.apple.com/documentation/observation/observable()
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI

struct Activity: Identifiable, Hashable {
    let id: Int
    let title: String
    let description: String
    var count: Int
}

@Observable
class HabitStore {
    var activities = [
        Activity(id: 1, title: "Read", description: "20 pages a day", count: 0),
        Activity(id: 2, title: "Run", description: "5 km", count: 0),
    ]

    func increment(_ activity: Activity) {
        guard let index = activities.firstIndex(where: { $0.id == activity.id }) else { return }
        var updated = activities[index]
        updated.count += 1
        activities[index] = updated
    }
}

struct HabitDetailView: View {
    let store: HabitStore
    let activityID: Int

    var activity: Activity {
        store.activities.first { $0.id == activityID }!
    }

    var body: some View {
        let _ = print("HabitDetailView body: \(activity.title) done \(activity.count) times")
        VStack(spacing: 20) {
            Text(activity.description)
            Text("Completed \(activity.count) times")
            Button("Mark completed") {
                store.increment(activity)
            }
        }
        .navigationTitle(activity.title)
    }
}

struct HabitListView: View {
    @State private var store = HabitStore()

    var body: some View {
        let _ = print("HabitListView body")
        NavigationStack {
            List(store.activities) { activity in
                NavigationLink(value: activity) {
                    HStack {
                        Text(activity.title)
                        Spacer()
                        Text("\(activity.count)")
                    }
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Activity.self) { activity in
                HabitDetailView(store: store, activityID: activity.id)
            }
        }
    }
}

:mount HabitListView()
// expect: HabitListView body
:tap "Read"
// expect: HabitDetailView body: Read done 0 times
:tap "Mark completed"
// expect: HabitListView body
// expect: HabitDetailView body: Read done 1 times
:tap "Mark completed"
// expect: HabitListView body
// expect: HabitDetailView body: Read done 2 times
:back
:tap "Run"
// expect: HabitDetailView body: Run done 0 times
