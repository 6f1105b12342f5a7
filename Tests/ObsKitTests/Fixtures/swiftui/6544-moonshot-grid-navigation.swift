// Hacking with Swift "100 Days of SwiftUI" style (Moonshot): static mission data decoded from JSON, a LazyVGrid of NavigationLink(value:) cards, and navigationDestination(for:) building the mission view on push.
// navigationDestination(for:) builds its destination only when a value is pushed (Apple `navigationstack`; rules
// §14.3, §15.12): the mission view's body, then its onAppear, run at each push; a pop destroys it. The root holds
// only constants, so its body runs once. A lazy grid with three cards has them all on screen (rules §1.5).
import SwiftUI

struct Mission: Codable, Identifiable, Hashable {
    struct CrewRole: Codable, Hashable {
        let name: String
        let role: String
    }

    let id: Int
    let launchDate: String?
    let crew: [CrewRole]
    let description: String

    var displayName: String { "Apollo \(id)" }
    var formattedLaunchDate: String { launchDate ?? "N/A" }
}

enum MissionData {
    static let json = """
    [
      {"id": 1, "crew": [{"name": "grissom", "role": "Command Pilot"}, {"name": "white", "role": "Senior Pilot"}, {"name": "chaffee", "role": "Pilot"}], "description": "Never launched."},
      {"id": 7, "launchDate": "1968-10-11", "crew": [{"name": "schirra", "role": "Commander"}, {"name": "eisele", "role": "Command Module Pilot"}, {"name": "cunningham", "role": "Lunar Module Pilot"}], "description": "First crewed flight."},
      {"id": 11, "launchDate": "1969-07-16", "crew": [{"name": "armstrong", "role": "Commander"}, {"name": "collins", "role": "Command Module Pilot"}, {"name": "aldrin", "role": "Lunar Module Pilot"}], "description": "First landing."}
    ]
    """

    static let missions: [Mission] = try! JSONDecoder().decode([Mission].self, from: Data(json.utf8))
}

struct MissionView: View {
    let mission: Mission

    var body: some View {
        let _ = print("MissionView body, \(mission.displayName), crew \(mission.crew.count)")
        ScrollView {
            VStack {
                Text(mission.description)
                ForEach(mission.crew, id: \.name) { member in
                    Text("\(member.name.capitalized): \(member.role)")
                }
            }
        }
        .navigationTitle(mission.displayName)
        .onAppear { print("showing \(mission.displayName), launched \(mission.formattedLaunchDate)") }
    }
}

struct MoonshotView: View {
    let missions = MissionData.missions
    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        let _ = print("MoonshotView body, \(missions.count) missions")
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink(value: mission) {
                            VStack {
                                Text(mission.displayName)
                                    .font(.headline)
                                Text(mission.formattedLaunchDate)
                                    .font(.caption)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionView(mission: mission)
            }
        }
    }
}

:mount MoonshotView()
// expect: MoonshotView body, 3 missions
:tap "Apollo 11"
// expect: MissionView body, Apollo 11, crew 3
// expect: showing Apollo 11, launched 1969-07-16
:back
:tap "Apollo 1"
// expect: MissionView body, Apollo 1, crew 3
// expect: showing Apollo 1, launched N/A
