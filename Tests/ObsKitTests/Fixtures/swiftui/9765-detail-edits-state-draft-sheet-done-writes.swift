// Apple Scrumdinger tutorial style (updated to Observation): the detail edits a @State draft in a sheet and Done writes it back through the row's binding; typing in the sheet runs only the editor, Done runs the list and the pushed detail once, and the sheet is not built again (rules §9.3, §15.1, §15.12)
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int

    static let emptyScrum = DailyScrum(id: 0, title: "", attendees: [], lengthInMinutes: 5)
}

@Observable
final class ScrumStore {
    var scrums = [
        DailyScrum(id: 1, title: "Design Review", attendees: ["Ana", "Ben"], lengthInMinutes: 10),
        DailyScrum(id: 2, title: "App Dev", attendees: ["Cy", "Dee", "Eli"], lengthInMinutes: 5),
    ]
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("DetailEditView body: \(scrum.title) \(scrum.lengthInMinutes) min")
        Form {
            Section("Meeting Info") {
                TextField("Title", text: $scrum.title)
                Stepper("Length: \(scrum.lengthInMinutes) min", value: $scrum.lengthInMinutes, in: 5...30, step: 5)
            }
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    @State private var editingScrum = DailyScrum.emptyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("DetailView body: \(scrum.title) \(scrum.lengthInMinutes) min")
        List {
            Section("Meeting Info") {
                Text("\(scrum.lengthInMinutes) minutes")
            }
            Section("Attendees") {
                ForEach(scrum.attendees, id: \.self) { name in
                    Text(name)
                }
            }
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingScrum = scrum
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                DetailEditView(scrum: $editingScrum)
                    .navigationTitle(scrum.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                scrum = editingScrum
                            }
                        }
                    }
            }
        }
    }
}

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
            Text("\(scrum.attendees.count) attendees")
        }
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]

    var body: some View {
        let _ = print("ScrumsView body: \(scrums.count) scrums")
        NavigationStack {
            List($scrums) { $scrum in
                NavigationLink(destination: DetailView(scrum: $scrum)) {
                    CardView(scrum: scrum)
                }
            }
            .navigationTitle("Daily Scrums")
        }
    }
}

struct ScrumdingerRoot: View {
    @State private var store = ScrumStore()

    var body: some View {
        ScrumsView(scrums: $store.scrums)
    }
}

:mount ScrumdingerRoot()
// expect: ScrumsView body: 2 scrums
:tap "Design Review"
// expect: DetailView body: Design Review 10 min
:tap "Edit"
// expect: DetailEditView body: Design Review 10 min
:type "!" into "Title"
// expect: DetailEditView body: Design Review! 10 min
:step "Length: 10 min" up
// expect: DetailEditView body: Design Review! 15 min
:tap "Done"
// expect: ScrumsView body: 2 scrums
// expect: DetailView body: Design Review! 15 min
:back
:tap "App Dev"
// expect: DetailView body: App Dev 5 min
:tap "Edit"
// expect: DetailEditView body: App Dev 5 min
:type "s" into "Title"
// expect: DetailEditView body: App Devs 5 min
:tap "Cancel"
