// Apple sample style (Scrumdinger, "Creating the edit view"): a toolbar button presents a NewScrumSheet that owns a fresh @State draft, edits it with the shared DetailEditView, and appends it to the app's scrums on Add.
// SwiftUI: the sheet's content is built only while presented, so each presentation makes a new node and a new empty draft (rules §13.1, §3.2, §1.4); the sheet's body reads the draft
// for its Add button and passes `$newScrum` on, so each keystroke re-runs it and then the editor (rules §3.5, §2.8, §9.3); Add appends through the binding and closes the sheet,
// re-running the list and only the new card, whose value is new (rules §2.7, §15.12); a swipe-down dismissal changes nothing (rules §13.1).
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    var id: Int
    var title: String
    var lengthInMinutes: Int

    static let emptyScrum = DailyScrum(id: 0, title: "", lengthInMinutes: 5)
}

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        let _ = print("card \(scrum.title)")
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
            Label("\(scrum.lengthInMinutes)", systemImage: "clock")
        }
    }
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("edit: '\(scrum.title)'")
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                Stepper("Length", value: $scrum.lengthInMinutes, in: 5...30, step: 5)
            }
        }
    }
}

struct NewScrumSheet: View {
    @State private var newScrum = DailyScrum.emptyScrum
    @Binding var scrums: [DailyScrum]
    @Binding var isPresentingNewScrumView: Bool

    var body: some View {
        let _ = print("new scrum sheet: '\(newScrum.title)'")
        NavigationStack {
            DetailEditView(scrum: $newScrum)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Dismiss") {
                            isPresentingNewScrumView = false
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") {
                            var scrum = newScrum
                            scrum.id = scrums.count + 1
                            scrums.append(scrum)
                            isPresentingNewScrumView = false
                        }
                        .disabled(newScrum.title.isEmpty)
                    }
                }
        }
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]
    @State private var isPresentingNewScrumView = false

    var body: some View {
        let _ = print("scrums: \(scrums.count)")
        NavigationStack {
            List(scrums) { scrum in
                CardView(scrum: scrum)
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button {
                    isPresentingNewScrumView = true
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Scrum")
            }
        }
        .sheet(isPresented: $isPresentingNewScrumView) {
            NewScrumSheet(scrums: $scrums, isPresentingNewScrumView: $isPresentingNewScrumView)
        }
    }
}

struct ScrumdingerRoot: View {
    @State private var scrums = [
        DailyScrum(id: 1, title: "Design", lengthInMinutes: 10),
        DailyScrum(id: 2, title: "App Dev", lengthInMinutes: 5),
    ]

    var body: some View {
        ScrumsView(scrums: $scrums)
    }
}

:mount ScrumdingerRoot()
// expect: scrums: 2
// expect: card Design
// expect: card App Dev
:tap "New Scrum"
// expect: new scrum sheet: ''
// expect: edit: ''
:type "QA" into "Title"
// expect: new scrum sheet: 'Q'
// expect: edit: 'Q'
// expect: new scrum sheet: 'QA'
// expect: edit: 'QA'
:tap "Add"
// expect: scrums: 3
// expect: card QA
:tap "New Scrum"
// expect: new scrum sheet: ''
// expect: edit: ''
:type "X" into "Title"
// expect: new scrum sheet: 'X'
// expect: edit: 'X'
:dismiss
