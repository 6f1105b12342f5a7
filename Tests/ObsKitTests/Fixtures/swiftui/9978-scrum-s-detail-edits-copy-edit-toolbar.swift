// Apple Scrumdinger sample style: a scrum's detail edits a copy: "Edit" (a toolbar button) copies the scrum into an `editingScrum` @State and presents a sheet with its own NavigationStack; the editor changes only the copy (the detail, which never reads it, does not run), Cancel drops it, Done writes it back through the detail's @Binding and the detail shows it (rules §13.1, §15.4, §9.3, §3.5, §8.7)
import SwiftUI

struct DailyScrum {
    var title: String
    var lengthInMinutes: Int

    static let emptyScrum = DailyScrum(title: "", lengthInMinutes: 5)
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("DetailEditView body: \(scrum.title), \(scrum.lengthInMinutes)")
        Form {
            TextField("Title", text: $scrum.title)
            Stepper("Length \(scrum.lengthInMinutes)", value: $scrum.lengthInMinutes, in: 5...30, step: 5)
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum
    @State private var editingScrum = DailyScrum.emptyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("DetailView body: \(scrum.title), \(scrum.lengthInMinutes) min")
        List {
            Text(scrum.title)
            Text("\(scrum.lengthInMinutes) minutes")
        }
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingScrum = scrum
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                DetailEditView(scrum: $editingScrum)
                    .navigationTitle("Edit")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isPresentingEditView = false }
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

struct ScrumsRoot: View {
    @State private var scrum = DailyScrum(title: "Design", lengthInMinutes: 10)

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount ScrumsRoot()
// expect: DetailView body: Design, 10 min
:tap "Edit"
// expect: DetailEditView body: Design, 10
:type "!" into "Title"
// expect: DetailEditView body: Design!, 10
:tap "Done"
// expect: DetailView body: Design!, 10 min
:tap "Edit"
// expect: DetailEditView body: Design!, 10
:step "Length 10" up
// expect: DetailEditView body: Design!, 15
:tap "Cancel"
:tap "Edit"
// expect: DetailEditView body: Design!, 10
