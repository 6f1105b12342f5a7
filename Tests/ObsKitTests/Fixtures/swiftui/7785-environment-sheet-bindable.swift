// Observation in depth: a sheet edits an environment model through `@Bindable var journal = journal`
// A sheet inherits its presenter's environment (rules §15.23: "it inherits the environment"), so `@Environment(
// Journal.self)` finds the model there; the local `@Bindable` binds to it (Apple `bindable`, rules §8.5). Typing
// runs the header, which read `title` (§14.2, §8); the home only binds `$renaming` and never runs again (§8.7).
// `dismiss()` closes the sheet (§15.12).
import SwiftUI

@Observable
final class Journal {
    var title = "Trip"
    var entries = 0
}

struct TitleSheet: View {
    @Environment(Journal.self) private var journal
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var journal = journal
        NavigationStack {
            Form {
                TextField("Journal title", text: $journal.title)
                Button("Done") { dismiss() }
            }
        }
        .onAppear { print("sheet shown") }
    }
}

struct JournalHeader: View {
    @Environment(Journal.self) private var journal

    var body: some View {
        let _ = print("header: \(journal.title)")
        Text(journal.title)
            .font(.largeTitle)
    }
}

struct JournalHome: View {
    @State private var journal = Journal()
    @State private var renaming = false

    var body: some View {
        let _ = print("home body")
        VStack {
            JournalHeader()
            Button("Rename") { renaming = true }
        }
        .sheet(isPresented: $renaming) {
            TitleSheet()
        }
        .environment(journal)
    }
}

:mount JournalHome()
// expect: home body
// expect: header: Trip
:tap "Rename"
// expect: sheet shown
:type "s" into "Journal title"
// expect: header: Trips
:tap "Done"
