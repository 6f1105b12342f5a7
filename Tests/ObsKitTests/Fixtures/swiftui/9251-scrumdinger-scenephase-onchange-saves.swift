// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/persisting-data (ScrumsView saves when the scene phase becomes inactive, through onChange(of: scenePhase))
// Scrumdinger's ScrumsView reads `@Environment(\.scenePhase)` and calls its `saveAction` closure from
// `.onChange(of: scenePhase)` when the phase is `.inactive`; the app's closure starts a Task that saves the
// store's scrums. There is no app switcher here, so a small host sets the environment's scenePhase the
// way the system would (active, inactive, background, back to active).
// - onChange runs only when the phase changes, with the new phase; only `.inactive` saves.
// - Each save reports the number of scrums; adding one in between is included in the next save.
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
    @Published var scrums: [DailyScrum] = DailyScrum.sampleData

    func save(scrums: [DailyScrum]) async throws {
        print("saved \(scrums.count) scrums")
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]
    @Environment(\.scenePhase) private var scenePhase
    let saveAction: () -> Void

    var body: some View {
        NavigationStack {
            List(scrums) { scrum in
                Text(scrum.title)
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button("Add Retro") {
                    scrums.append(DailyScrum(title: "Retro", attendees: [], lengthInMinutes: 5, theme: .sky))
                }
            }
        }
        .onChange(of: scenePhase) { phase in
            print("scene phase: \(phase)")
            if phase == .inactive { saveAction() }
        }
    }
}

struct ScrumdingerApp: View {
    @StateObject private var store = ScrumStore()

    var body: some View {
        ScrumsView(scrums: $store.scrums) {
            Task {
                do {
                    try await store.save(scrums: store.scrums)
                } catch {
                    print("save failed")
                }
            }
        }
    }
}

// Plays the system's part: the scene phase the app's views see.
struct SceneHost: View {
    @State private var phase: ScenePhase = .active

    var body: some View {
        VStack {
            ScrumdingerApp()
                .environment(\.scenePhase, phase)
            Button("Inactive") { phase = .inactive }
            Button("Background") { phase = .background }
            Button("Active") { phase = .active }
        }
    }
}

:mount SceneHost()
:tap "Inactive"
// expect: scene phase: inactive
// expect: saved 3 scrums
:tap "Background"
// expect: scene phase: background
:tap "Active"
// expect: scene phase: active
:tap "Add Retro"
:tap "Inactive"
// expect: scene phase: inactive
// expect: saved 4 scrums
