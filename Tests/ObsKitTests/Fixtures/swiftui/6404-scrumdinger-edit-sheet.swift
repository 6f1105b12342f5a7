// Apple, Scrumdinger "Creating the edit view" / "Passing data with bindings" (edit a copy in a sheet, Done copies it back); rules §3.5, §8.7, §9.3, §13.1, §15.4
import SwiftUI

struct DailyScrum: Identifiable {
    let id = UUID()
    var title: String
    var lengthInMinutes: Int
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        Form {
            TextField("Title", text: $scrum.title)
            Stepper("Length: \(scrum.lengthInMinutes)", value: $scrum.lengthInMinutes, in: 5...30, step: 5)
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum
    @State private var editingScrum = DailyScrum(title: "", lengthInMinutes: 5)
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("DetailView body: \(scrum.title), \(scrum.lengthInMinutes) min")
        List {
            Text(scrum.title)
            Text("\(scrum.lengthInMinutes) minutes")
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
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                                print("edit cancelled")
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                scrum = editingScrum
                                print("saved \(editingScrum.title)")
                            }
                        }
                    }
            }
        }
    }
}

struct ScrumsView: View {
    @State private var scrum = DailyScrum(title: "Design", lengthInMinutes: 10)

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount ScrumsView()
:tap "Edit"
:type "!" into "Title"
:step "Length: 10" up
:tap "Done"
:tap "Edit"
:type "?" into "Title"
:tap "Cancel"

// expect: DetailView body: Design, 10 min
// expect: saved Design!
// expect: DetailView body: Design!, 15 min
// expect: edit cancelled
