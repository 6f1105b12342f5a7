// forms and editing style: Scrumdinger's new-scrum sheet with the draft kept in the presenting list (@State newScrum) and edited through a @Binding form; Dismiss keeps the half-typed draft for next time, Add appends it and resets it; the list's body runs only on Add (rules §3.5, §9.3, §15.12)
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    var id = 0
    var title = ""
    var minutes = 5
}

struct ScrumForm: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("ScrumForm body: '\(scrum.title)' \(scrum.minutes)")
        Form {
            TextField("Title", text: $scrum.title)
            Stepper("Length: \(scrum.minutes) min", value: $scrum.minutes, in: 5...30, step: 5)
        }
    }
}

struct ScrumsView: View {
    @State private var scrums: [DailyScrum] = []
    @State private var newScrum = DailyScrum()
    @State private var isPresentingNewScrum = false

    var body: some View {
        let _ = print("ScrumsView body: \(scrums.map(\.title))")
        NavigationStack {
            List {
                ForEach(scrums) { scrum in
                    Text(scrum.title)
                }
            }
            .toolbar {
                Button("New Scrum") { isPresentingNewScrum = true }
            }
        }
        .sheet(isPresented: $isPresentingNewScrum) {
            NavigationStack {
                ScrumForm(scrum: $newScrum)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Dismiss") { isPresentingNewScrum = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Add") {
                                newScrum.id = scrums.count + 1
                                scrums.append(newScrum)
                                newScrum = DailyScrum()
                                isPresentingNewScrum = false
                            }
                        }
                    }
            }
        }
    }
}

:mount ScrumsView()
// expect: ScrumsView body: []
:tap "New Scrum"
// expect: ScrumForm body: '' 5
:type "QA" into "Title"
// expect: ScrumForm body: 'Q' 5
// expect: ScrumForm body: 'QA' 5
:tap "Dismiss"
:tap "New Scrum"
// expect: ScrumForm body: 'QA' 5
:step "Length: 5 min" up
// expect: ScrumForm body: 'QA' 10
:tap "Add"
// expect: ScrumsView body: ["QA"]
:tap "New Scrum"
// expect: ScrumForm body: '' 5
