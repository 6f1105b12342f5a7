// Apple sample style (Scrumdinger, pre-Observation): the app's ScrumStore is an ObservableObject owned by @StateObject at the root and handed down as @ObservedObject; a background sync bumps a counter,
// and the detail edits a draft copy in a sheet and saves it back into the store.
// SwiftUI: objectWillChange reaches every view observing the store, whatever each read, so the sync re-runs the list and the pushed detail though neither shows the counter (rules §6.5, §5.1);
// the sheet's draft is the detail's own @State, read only by the editor, so typing re-runs only the editor (rules §3.5, §9.3); Save writes the store and re-runs both observers, the list first (rules §10.3).
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var lengthInMinutes: Int
}

@MainActor
final class ScrumStore: ObservableObject {
    @Published var scrums = [
        DailyScrum(id: 1, title: "Design", lengthInMinutes: 10),
        DailyScrum(id: 2, title: "App Dev", lengthInMinutes: 5),
    ]
    @Published var syncCount = 0

    func sync() {
        syncCount += 1
        print("synced (\(syncCount))")
    }
}

struct ScrumEditor: View {
    @Binding var draft: DailyScrum

    var body: some View {
        let _ = print("editor: \(draft.title)")
        Form {
            TextField("Title", text: $draft.title)
            Stepper("\(draft.lengthInMinutes) minutes", value: $draft.lengthInMinutes, in: 5...30, step: 5)
        }
    }
}

struct ScrumDetail: View {
    @ObservedObject var store: ScrumStore
    let scrumID: Int
    @State private var draft = DailyScrum(id: 0, title: "", lengthInMinutes: 5)
    @State private var isEditing = false

    var body: some View {
        let scrum = store.scrums.first(where: { $0.id == scrumID })!
        let _ = print("detail: \(scrum.title), \(scrum.lengthInMinutes) min")
        List {
            LabeledContent("Length", value: "\(scrum.lengthInMinutes) minutes")
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") {
                draft = scrum
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                ScrumEditor(draft: $draft)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                if let index = store.scrums.firstIndex(where: { $0.id == draft.id }) {
                                    store.scrums[index] = draft
                                }
                                isEditing = false
                            }
                        }
                    }
            }
        }
    }
}

struct ScrumList: View {
    @ObservedObject var store: ScrumStore

    var body: some View {
        let _ = print("list: \(store.scrums.map(\.title))")
        NavigationStack {
            List(store.scrums) { scrum in
                NavigationLink(scrum.title, value: scrum.id)
            }
            .navigationTitle("Daily Scrums")
            .navigationDestination(for: Int.self) { id in
                ScrumDetail(store: store, scrumID: id)
            }
        }
        .task {
            while true {
                do {
                    try await Task.sleep(for: .seconds(5))
                } catch {
                    return
                }
                store.sync()
            }
        }
    }
}

struct ScrumApp: View {
    @StateObject private var store = ScrumStore()

    var body: some View {
        ScrumList(store: store)
    }
}

:mount ScrumApp()
// expect: list: ["Design", "App Dev"]
:tap "Design"
// expect: detail: Design, 10 min
:advance 5s
// expect: synced (1)
// expect: list: ["Design", "App Dev"]
// expect: detail: Design, 10 min
:tap "Edit"
// expect: editor: Design
:type "!" into "Title"
// expect: editor: Design!
:tap "Save"
// expect: list: ["Design!", "App Dev"]
// expect: detail: Design!, 10 min
