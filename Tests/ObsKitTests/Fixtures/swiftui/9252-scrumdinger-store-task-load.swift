// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/persisting-data (the app loads the store in a .task and passes `$store.scrums` to ScrumsView)
// Scrumdinger's app owns `@StateObject private var store = ScrumStore()`, shows
// `ScrumsView(scrums: $store.scrums)` and loads the saved scrums with `.task { try await store.load() }`.
// Loading here waits half a second on the virtual clock instead of reading a file.
// - The first body shows no scrums; the task starts after the view appears.
// - When loading finishes, the @Published array changes: the app runs again and ScrumsView runs once
//   with the loaded scrums.
// - The store is made once (before the app's first body) and the task runs once.
import SwiftUI
import Combine

enum Theme: String, CaseIterable, Identifiable {
    case bubblegum, buttercup, lavender, orange, poppy, sky, teal, yellow

    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct History: Identifiable {
    let id: UUID
    let date: Date
    var attendees: [DailyScrum.Attendee]

    init(id: UUID = UUID(), date: Date = Date(), attendees: [DailyScrum.Attendee]) {
        self.id = id
        self.date = date
        self.attendees = attendees
    }
}

struct DailyScrum: Identifiable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var theme: Theme
    var history: [History] = []

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }
}

extension DailyScrum {
    struct Attendee: Identifiable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    static var emptyScrum: DailyScrum {
        DailyScrum(title: "", attendees: [], lengthInMinutes: 5, theme: .sky)
    }
}

extension DailyScrum {
    static let sampleData: [DailyScrum] = [
        DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .yellow),
        DailyScrum(title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5, theme: .orange),
        DailyScrum(title: "Web Dev", attendees: ["Chella", "Chris", "Christina", "Eden"], lengthInMinutes: 5, theme: .poppy),
    ]
}

@MainActor
final class ScrumStore: ObservableObject {
    @Published var scrums: [DailyScrum] = []

    init() { print("ScrumStore init") }

    func load() async throws {
        print("loading")
        try await Task.sleep(for: .milliseconds(500))
        scrums = DailyScrum.sampleData
        print("loaded \(scrums.count)")
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]

    var body: some View {
        let _ = print("scrums view: \(scrums.map(\.title))")
        NavigationStack {
            List(scrums) { scrum in
                Text(scrum.title)
            }
            .navigationTitle("Daily Scrums")
        }
    }
}

struct ScrumdingerApp: View {
    @StateObject private var store = ScrumStore()

    var body: some View {
        ScrumsView(scrums: $store.scrums)
            .task {
                do {
                    try await store.load()
                } catch {
                    print("load failed")
                }
            }
    }
}

:mount ScrumdingerApp()
// expect: ScrumStore init
// expect: scrums view: []
// expect: loading
:advance 500ms
// expect: loaded 3
// expect: scrums view: ["Design", "App Dev", "Web Dev"]
:advance 2s
