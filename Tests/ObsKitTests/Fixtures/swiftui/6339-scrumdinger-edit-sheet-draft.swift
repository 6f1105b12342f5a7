// Scrumdinger tutorial ("Creating the edit view", "Passing data with bindings", "Managing state and life cycle"): List($scrums) rows push a DetailView with a @Binding; Edit opens a sheet on a @State draft copy; Cancel discards it, Done writes it back through the binding to the root's @State array (SEMANTICS §9 @Binding writes the source, §13 sheet; Apple: toolbar(content:), ToolbarItem placements, onDelete)
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int

    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }

    static var emptyScrum: DailyScrum {
        DailyScrum(id: 0, title: "", attendees: [], lengthInMinutes: 5)
    }

    static let sampleData = [
        DailyScrum(id: 1, title: "Design Review", attendees: ["Ana", "Ben"], lengthInMinutes: 10),
        DailyScrum(id: 2, title: "Standup", attendees: ["Kai"], lengthInMinutes: 5),
    ]
}

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
            Spacer()
            HStack {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                Spacer()
                Label("\(scrum.lengthInMinutes)", systemImage: "clock")
            }
            .font(.caption)
        }
        .padding()
    }
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""

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
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Text(attendee)
                }
                .onDelete { indices in
                    scrum.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            scrum.attendees.append(newAttendeeName)
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
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
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Label(attendee, systemImage: "person")
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

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]

    var body: some View {
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
    @State private var scrums = DailyScrum.sampleData

    var body: some View {
        ScrumsView(scrums: $scrums)
            .onChange(of: scrums) {
                let summary = scrums.map { "\($0.title) [\($0.attendees.joined(separator: ", "))]" }
                print("saved: \(summary.joined(separator: "; "))")
            }
    }
}

:mount ScrumdingerRoot()
:tap "Design Review"
:tap "Edit"
:type " v2" into "Title"
:type "Noor" into "New Attendee"
:tap "Add attendee"
:tap "Cancel"
:tap "Edit"
:type "Lee" into "New Attendee"
:tap "Add attendee"
:tap "Done"
:back

// expect: saved: Design Review [Ana, Ben, Lee]; Standup [Kai]
