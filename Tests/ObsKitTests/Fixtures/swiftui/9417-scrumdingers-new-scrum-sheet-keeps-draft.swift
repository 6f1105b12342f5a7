// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (Scrumdinger's new-scrum sheet keeps its draft in @State: dismissing the sheet ends the view and its draft, so presenting it again starts empty; "Add" appends the draft through a binding)
// In Scrumdinger, ScrumsView presents a NewScrumSheet that owns `@State private var newScrum = DailyScrum.emptyScrum`
// and gets `$scrums` and the presentation flag as bindings (https://developer.apple.com/tutorials/app-dev-training/updating-app-data).
// A sheet's content exists only while it is presented: its @State is made when it appears and dropped when it is
// dismissed ("Demystify SwiftUI": state lives as long as the view's identity). So a title typed before "Dismiss" is
// gone the next time; "Add" appends the draft to the owner's array, which onChange(of:) reports.
// - "New Scrum": the sheet appears with an empty title; type "Q"; "Dismiss".
// - "New Scrum" again: empty again; type "Retro"; "Add": the list of titles changes once.
import SwiftUI

struct DailyScrum {
    var title: String
    var lengthInMinutes = 5
}

struct NewScrumSheet: View {
    @State private var newScrum = DailyScrum(title: "")
    @Binding var scrums: [DailyScrum]
    @Binding var isPresentingNewScrumView: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $newScrum.title)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Dismiss") { isPresentingNewScrumView = false }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        scrums.append(newScrum)
                        isPresentingNewScrumView = false
                    }
                }
            }
        }
        .onAppear { print("new scrum sheet appeared, title '\(newScrum.title)'") }
    }
}

struct ScrumsView: View {
    @State private var scrums = [DailyScrum(title: "Design")]
    @State private var isPresentingNewScrumView = false

    var body: some View {
        VStack {
            ForEach(scrums.indices, id: \.self) { index in
                Text(scrums[index].title)
            }
            Button("New Scrum") { isPresentingNewScrumView = true }
        }
        .sheet(isPresented: $isPresentingNewScrumView) {
            NewScrumSheet(scrums: $scrums, isPresentingNewScrumView: $isPresentingNewScrumView)
        }
        .onChange(of: scrums.map(\.title)) { _, titles in
            print("scrums: \(titles.joined(separator: ", "))")
        }
    }
}

:mount ScrumsView()
:tap "New Scrum"
// expect: new scrum sheet appeared, title ''
:type "Q" into "Title"
:tap "Dismiss"
:tap "New Scrum"
// expect: new scrum sheet appeared, title ''
:type "Retro" into "Title"
:tap "Add"
// expect: scrums: Design, Retro
