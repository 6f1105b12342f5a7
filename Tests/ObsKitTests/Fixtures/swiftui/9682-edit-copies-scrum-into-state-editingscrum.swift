// Apple Scrumdinger style "edit a copy" sheet: Edit copies the scrum into @State editingScrum and presents a DetailEditView bound to the copy; Cancel drops the copy, Done writes it back through the @Binding
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var minutes: Int
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("DetailEditView body: \(scrum.title), \(scrum.minutes)")
        Form {
            TextField("Title", text: $scrum.title)
            Stepper("Length: \(scrum.minutes)", value: $scrum.minutes, in: 5...30, step: 5)
        }
    }
}

struct ScrumDetail: View {
    @Binding var scrum: DailyScrum
    @State private var editingScrum = DailyScrum(id: 0, title: "", minutes: 5)
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("ScrumDetail body: \(scrum.title), \(scrum.minutes) min")
        NavigationStack {
            List {
                Text(scrum.title)
                Text("\(scrum.minutes) minutes")
                Button("Print") { print("saved: \(scrum.title), \(scrum.minutes)") }
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
}

struct ScrumsApp: View {
    @State private var scrum = DailyScrum(id: 1, title: "Design", minutes: 10)

    var body: some View {
        ScrumDetail(scrum: $scrum)
    }
}

:mount ScrumsApp()
// expect: ScrumDetail body: Design, 10 min
:tap "Edit"
// expect: DetailEditView body: Design, 10
:type " v2" into "Title"
// expect: DetailEditView body: Design , 10
// expect: DetailEditView body: Design v, 10
// expect: DetailEditView body: Design v2, 10
:step "Length: 10" up
// expect: DetailEditView body: Design v2, 15
:tap "Done"
// expect: ScrumDetail body: Design v2, 15 min
:tap "Edit"
// expect: DetailEditView body: Design v2, 15
:type "!" into "Title"
// expect: DetailEditView body: Design v2!, 15
:tap "Cancel"
:tap "Print"
// expect: saved: Design v2, 15
