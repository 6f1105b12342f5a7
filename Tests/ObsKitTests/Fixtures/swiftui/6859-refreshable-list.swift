// Follows Apple's `refreshable(action:)` page (https://developer.apple.com/documentation/swiftui/view/refreshable(action:)):
// "Marks this view as refreshable"; a List shows a refresh control, the user pulls, and SwiftUI runs the async action,
// keeping the control visible while the action is awaited. Own code: a headlines list whose
// @MainActor model (ObservableObject) inserts a new headline per refresh.
// - `:refresh` pulls: the action runs until it waits, like a task, and `:advance` resumes it (README `:refresh`;
//   rules §15.10). Halfway through the 2 s load nothing changes.
// - The model's @Published write runs the body once at the next update (rules §4.4, §6.3, §10.1). Nothing is
//   printed after the `await` in the action itself: the action is an async closure whose executor Apple does not
//   name, so its order against the body would not be specified.
import SwiftUI
import Combine

@MainActor
final class HeadlinesModel: ObservableObject {
    @Published private(set) var headlines = ["Morning briefing"]
    private var updates = 0

    func refresh() async {
        print("refresh started")
        try? await Task.sleep(for: .seconds(2))
        updates += 1
        headlines.insert("Update \(updates)", at: 0)
        print("refresh finished")
    }
}

struct HeadlinesView: View {
    @StateObject private var model = HeadlinesModel()

    var body: some View {
        let _ = print("HeadlinesView body: \(model.headlines.joined(separator: " | "))")
        NavigationStack {
            List(model.headlines, id: \.self) { headline in
                Text(headline)
            }
            .navigationTitle("News")
            .refreshable {
                print("pulled to refresh")
                await model.refresh()
            }
        }
    }
}

:mount HeadlinesView()
// expect: HeadlinesView body: Morning briefing
:refresh
// expect: pulled to refresh
// expect: refresh started
:advance 1s
:advance 1s
// expect: refresh finished
// expect: HeadlinesView body: Update 1 | Morning briefing
:refresh
// expect: pulled to refresh
// expect: refresh started
:advance 2s
// expect: refresh finished
// expect: HeadlinesView body: Update 2 | Update 1 | Morning briefing
