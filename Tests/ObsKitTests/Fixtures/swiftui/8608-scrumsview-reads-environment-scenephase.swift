// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/persisting-data (ScrumsView reads @Environment(\.scenePhase) and calls saveAction in .onChange(of: scenePhase) only when the phase becomes .inactive; here a host view sets the phase with .environment(\.scenePhase, phase))
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case bubblegum
    case buttercup
    case indigo
    case lavender
    case magenta
    case navy
    case orange
    case oxblood
    case periwinkle
    case poppy
    case purple
    case seafoam
    case sky
    case tan
    case teal
    case yellow

    var name: String {
        rawValue.capitalized
    }

    var id: String {
        name
    }
}

struct DailyScrum: Identifiable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get {
            Double(lengthInMinutes)
        }
        set {
            lengthInMinutes = Int(newValue)
        }
    }
    var theme: Theme

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { DailyScrum.Attendee(name: $0) }
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
    static let sampleData: [DailyScrum] =
    [
        DailyScrum(title: "Design",
                   attendees: ["Cathy", "Daisy", "Simon", "Jonathan"],
                   lengthInMinutes: 10,
                   theme: .yellow),
        DailyScrum(title: "App Dev",
                   attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"],
                   lengthInMinutes: 5,
                   theme: .orange),
        DailyScrum(title: "Web Dev",
                   attendees: ["Chella", "Chris", "Christina", "Eden", "Karla", "Lindsey", "Aga", "Chad", "Jenn", "Sarah"],
                   lengthInMinutes: 5,
                   theme: .poppy)
    ]
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]
    @Environment(\.scenePhase) private var scenePhase
    let saveAction: ()->Void

    var body: some View {
        NavigationStack {
            List($scrums) { $scrum in
                NavigationLink(destination: Text(scrum.title)) {
                    Text(scrum.title)
                }
            }
            .navigationTitle("Daily Scrums")
        }
        .onChange(of: scenePhase) { phase in
            if phase == .inactive { saveAction() }
        }
    }
}

/// Plays the scene: its phase goes into the environment, as the system sets it for a scene's views.
struct SceneHost: View {
    @State private var scrums = DailyScrum.sampleData
    @State private var phase: ScenePhase = .active

    var body: some View {
        VStack {
            Button("Go inactive") { phase = .inactive }
            Button("Go background") { phase = .background }
            Button("Go active") { phase = .active }
            ScrumsView(scrums: $scrums) {
                print("saving \(scrums.count) scrums")
            }
            .environment(\.scenePhase, phase)
        }
    }
}

:mount SceneHost()
:tap "Go inactive"
:tap "Go background"
:tap "Go active"
print("back to active")
:tap "Go inactive"
// expect: saving 3 scrums
// expect: back to active
// expect: saving 3 scrums
