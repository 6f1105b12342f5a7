// Scrumdinger ("Creating the edit view" / "Passing data with bindings"): DetailView edits a copy of the
// scrum in a sheet (@State editingScrum), toolbar Cancel/Done in the sheet's NavigationStack; Done copies
// the edited value back through the @Binding.
// Expected: typing into the sheet's "Title" field changes only the copy (detail still shows the old
// title); Cancel drops it; after a second edit, Done writes it back and the root list shows the new title.
// Source: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view ,
// https://developer.apple.com/tutorials/app-dev-training/passing-data-with-bindings
import SwiftUI

struct DailyScrum: Identifiable {
    let id: UUID
    var title: String
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }
    init(id: UUID = UUID(), title: String, lengthInMinutes: Int) {
        self.id = id
        self.title = title
        self.lengthInMinutes = lengthInMinutes
    }
    static var emptyScrum: DailyScrum {
        DailyScrum(title: "", lengthInMinutes: 5)
    }
}

extension DailyScrum {
    static let sampleData: [DailyScrum] = [
        DailyScrum(title: "Design", lengthInMinutes: 10),
        DailyScrum(title: "App Dev", lengthInMinutes: 5),
    ]
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
            Section(header: Text("Meeting Info")) {
                Label("Length", systemImage: "clock")
                Text("\(scrum.lengthInMinutes) minutes")
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
                                print("saved", scrum.title)
                            }
                        }
                    }
            }
        }
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]
    var body: some View {
        List($scrums) { $scrum in
            NavigationLink(destination: DetailView(scrum: $scrum)) {
                Text(scrum.title)
            }
        }
        .navigationTitle("Daily Scrums")
    }
}

struct ScrumdingerApp: View {
    @State private var scrums = DailyScrum.sampleData
    var body: some View {
        NavigationStack {
            ScrumsView(scrums: $scrums)
        }
    }
}

:mount ScrumdingerApp()
:tap "Design"
:tap "Edit"
:type "!!" into "Title"
:tree
:tap "Cancel"
:tap "Edit"
:clear "Title"
:type "Retro" into "Title"
:tap "Done"
:back
:tree

// expect: ScrumdingerApp#1
// expect:   NavigationStack  (1 pushed)
// expect:     ScrumsView#2
// expect:       List  .navigationTitle
// expect:         row #3
// expect:           NavigationLink "Design"
// expect:         row #4
// expect:           NavigationLink "App Dev"
// expect:     pushed:
// expect:       DetailView#5
// expect:         List  .navigationTitle .toolbar .sheet
// expect:           Section
// expect:             Text "Meeting Info"
// expect:             Text "Length"
// expect:             Text "10 minutes"
// expect:         toolbar:
// expect:           Button "Edit"
// expect:         Sheet (presented) #6
// expect:           NavigationStack
// expect:             DetailEditView#7  .navigationTitle .toolbar
// expect:               Form
// expect:                 Section
// expect:                   Text "Meeting Info"
// expect:                   TextField "Title" = "Design!!"
// expect:                   HStack
// expect:                     Slider = 10.0
// expect:                     Spacer
// expect:                     Text "10 minutes"
// expect:             toolbar:
// expect:               ToolbarItem
// expect:                 Button "Cancel"
// expect:               ToolbarItem
// expect:                 Button "Done"
// expect: saved Retro
// expect: ScrumdingerApp#1
// expect:   NavigationStack
// expect:     ScrumsView#2
// expect:       List  .navigationTitle
// expect:         row #3
// expect:           NavigationLink "Retro"
// expect:         row #4
// expect:           NavigationLink "App Dev"
