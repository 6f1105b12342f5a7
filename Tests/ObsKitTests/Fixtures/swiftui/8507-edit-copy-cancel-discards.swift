// SwiftUI from Apple's documentation: Scrumdinger, "Creating the edit view" (edit a copy; Cancel discards, Done saves)
// Source: developer.apple.com/tutorials/app-dev-training/creating-the-edit-view: the detail view keeps an
// @State editingScrum, presents DetailEditView(scrum: $editingScrum) in a sheet, with a Cancel button
// (.cancellationAction) that only sets isPresentingEditView = false and a Done button (.confirmationAction)
// that also writes scrum = editingScrum. Edits made before Cancel never reach the scrum. (Our own words and
// a reduced DailyScrum.)
import SwiftUI

struct DailyScrum {
    var title: String
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }
    static let emptyScrum = DailyScrum(title: "", lengthInMinutes: 5)
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                HStack {
                    Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
            }
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum
    @State private var editingScrum = DailyScrum.emptyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Text(scrum.title)
            Button("Report") { print("scrum: \(scrum.title), \(scrum.lengthInMinutes) min") }
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

struct ScrumsRoot: View {
    @State private var scrum = DailyScrum(title: "Design", lengthInMinutes: 10)

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount ScrumsRoot()
:tap "Edit"
:type " Sync" into "Title"
:tap "Cancel"
:tap "Report"
:tap "Edit"
:type " Review" into "Title"
:tap "Done"
:tap "Report"

// expect: scrum: Design, 10 min
// expect: scrum: Design Review, 10 min
