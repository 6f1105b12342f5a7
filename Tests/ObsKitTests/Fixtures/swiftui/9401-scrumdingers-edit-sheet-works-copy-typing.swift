// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (Scrumdinger's edit sheet works on a copy: typing changes only the copy, Cancel throws it away, Done writes it back through the binding and the card updates once)
// Scrumdinger's DetailView keeps `@State private var editingScrum` and sets it from the scrum when "Edit" is
// tapped; the sheet's editor gets `$editingScrum`, and only "Done" assigns `scrum = editingScrum` through the
// view's @Binding (https://developer.apple.com/tutorials/app-dev-training/updating-app-data). The card shows the
// real scrum: its input changes only when Done writes it, so its body runs then and at no other time (SwiftUI
// compares the new card value with the old one each time the detail view's body runs).
// - Mount: the card shows "Design".
// - Edit, type "s", Cancel: nothing reaches the card.
// - Edit again (the copy starts from the scrum again), type "!", Done: the save prints, then the card runs once.
import SwiftUI

struct DailyScrum {
    var title: String
    var lengthInMinutes: Int
}

struct ScrumCard: View {
    let scrum: DailyScrum

    var body: some View {
        let _ = print("card: \(scrum.title), \(scrum.lengthInMinutes) min")
        Text("\(scrum.title) · \(scrum.lengthInMinutes) min")
    }
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        Form {
            TextField("Title", text: $scrum.title)
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum
    @State private var editingScrum = DailyScrum(title: "", lengthInMinutes: 5)
    @State private var isPresentingEditView = false

    var body: some View {
        VStack {
            ScrumCard(scrum: scrum)
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
                            Button("Cancel") { isPresentingEditView = false }
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

struct ScrumsRoot: View {
    @State private var scrum = DailyScrum(title: "Design", lengthInMinutes: 5)

    var body: some View {
        DetailView(scrum: $scrum)
    }
}

:mount ScrumsRoot()
// expect: card: Design, 5 min
:tap "Edit"
:type "s" into "Title"
:tap "Cancel"
:tap "Edit"
:type "!" into "Title"
:tap "Done"
// expect: saved Design!
// expect: card: Design!, 5 min
