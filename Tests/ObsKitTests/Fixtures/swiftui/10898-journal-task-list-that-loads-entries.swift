// Apple tutorial style (journal): .task on the list that loads entries after a delay on the virtual clock, a ProgressView while loading, onAppear before the task starts (rules §11.1, §11.3, §10.1)
import SwiftUI
import Observation

struct Entry: Identifiable {
    let id: Int
    var text: String
}

@Observable
final class Journal {
    var entries: [Entry] = []
    var isLoading = false

    func load() async {
        isLoading = true
        print("loading")
        try? await Task.sleep(for: .seconds(1))
        entries = [Entry(id: 1, text: "Walked the dog"), Entry(id: 2, text: "Baked bread")]
        isLoading = false
        print("loaded \(entries.count)")
    }
}

struct JournalView: View {
    @Environment(Journal.self) private var journal
    var body: some View {
        let _ = print("journal body: loading \(journal.isLoading), \(journal.entries.count) entries")
        NavigationStack {
            Group {
                if journal.isLoading {
                    ProgressView()
                } else {
                    List(journal.entries) { entry in
                        Text(entry.text)
                    }
                }
            }
            .navigationTitle("Journal")
        }
        .onAppear { print("appear") }
        .task { await journal.load() }
    }
}

let journal = Journal()
:mount JournalView().environment(journal)
// expect: journal body: loading false, 0 entries
// expect: appear
// expect: loading
// expect: journal body: loading true, 0 entries
:advance 1s
// expect: loaded 2
// expect: journal body: loading false, 2 entries
