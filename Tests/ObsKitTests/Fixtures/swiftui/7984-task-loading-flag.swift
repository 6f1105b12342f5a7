// Style: Apple documentation style ("Loading data with task"). `.task` runs its async closure when the view appears (rules §11.3; Apple
// `view/task(priority:_:)`: "Adds an asynchronous task to perform before this view appears"); the task runs until it waits, on the main actor.
// While it sleeps the view shows its loading state; after it, two @State writes in one turn give one body (rules §10.1, T11). A later re-render
// of the view (the Reload count) does not start the task again (rules §11.3: "starts on appear if none is running"; the view stays on screen).
import SwiftUI

struct Forecast: View {
    @State private var isLoading = true
    @State private var days: [String] = []
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Forecast body: \(isLoading ? "loading" : "\(days.count) days"), refreshes \(refreshes)")
        VStack {
            if isLoading {
                ProgressView("Loading")
            } else {
                ForEach(days, id: \.self) { day in
                    Text(day)
                }
            }
            Button("Reload count") { refreshes += 1 }
        }
        .task {
            await load()
        }
    }

    func load() async {
        print("load started")
        try? await Task.sleep(for: .seconds(1))
        days = ["Mon", "Tue", "Wed"]
        isLoading = false
        print("load finished")
    }
}

:mount Forecast()
// expect: Forecast body: loading, refreshes 0
// expect: load started
:tap "Reload count"
// expect: Forecast body: loading, refreshes 1
:advance 1s
// expect: load finished
// expect: Forecast body: 3 days, refreshes 1
:tap "Reload count"
// expect: Forecast body: 3 days, refreshes 2
