// Apple sample style (Scrumdinger detail): NavigationLink(value:) pushes a detail whose @State edit model is made on push and released on pop; the root disappears and reappears (rules §14.3, §1.4, §11.1, §15.12)
import SwiftUI

struct DailyScrum: Identifiable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
}

@Observable
final class EditDraft {
    var title: String
    init(title: String) {
        self.title = title
        print("EditDraft init \(title)")
    }
    deinit { print("EditDraft deinit") }
}

struct ScrumDetail: View {
    let scrum: DailyScrum
    @State private var draft: EditDraft?
    var body: some View {
        let _ = print("ScrumDetail body \(draft?.title ?? "-")")
        List {
            Text("\(scrum.minutes) minutes")
            Button("Start Editing") { draft = EditDraft(title: scrum.title) }
        }
        .navigationTitle(scrum.title)
    }
}

struct ContentView: View {
    @State private var scrums = [
        DailyScrum(id: 1, title: "Design", minutes: 10),
        DailyScrum(id: 2, title: "App Dev", minutes: 5)
    ]
    var body: some View {
        NavigationStack {
            List(scrums) { scrum in
                NavigationLink(scrum.title, value: scrum)
            }
            .navigationTitle("Daily Scrums")
            .navigationDestination(for: DailyScrum.self) { scrum in
                ScrumDetail(scrum: scrum)
            }
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
        }
    }
}

:mount ContentView()
// expect: list appear
:tap "App Dev"
// expect: ScrumDetail body -
// expect: list disappear
:tap "Start Editing"
// expect: EditDraft init App Dev
// expect: ScrumDetail body App Dev
:back
// expect: EditDraft deinit
// expect: list appear
