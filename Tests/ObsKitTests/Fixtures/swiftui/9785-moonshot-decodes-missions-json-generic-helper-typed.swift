// Hacking with Swift "100 Days of SwiftUI" style: Moonshot decodes its missions from JSON with a generic helper typed by the result, shows them in a LazyVGrid or a List (the Day 39 challenge), and pushes a detail with NavigationLink(destination:); switching layouts runs the screen's body only (rules §14.3, §1.1, §15.9)
import SwiftUI

struct CrewRole: Codable, Hashable {
    let name: String
    let role: String
}

struct Mission: Codable, Identifiable, Hashable {
    let id: Int
    let launchDate: String?
    let crew: [CrewRole]
    let description: String

    var displayName: String { "Apollo \(id)" }
    var formattedLaunchDate: String { launchDate ?? "N/A" }
}

let missionsJSON = """
[
  {"id": 1, "crew": [{"name": "grissom", "role": "Command Pilot"}, {"name": "white", "role": "Senior Pilot"}], "description": "A cabin fire during a launch rehearsal."},
  {"id": 7, "launchDate": "1968-10-11", "crew": [{"name": "schirra", "role": "Commander"}], "description": "The first crewed flight of the program."},
  {"id": 11, "launchDate": "1969-07-16", "crew": [{"name": "armstrong", "role": "Commander"}, {"name": "aldrin", "role": "Lunar Module Pilot"}], "description": "The first crewed landing on the Moon."}
]
"""

func decodeJSON<T: Decodable>(_ json: String) -> T {
    do {
        return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    } catch {
        fatalError("Failed to decode: \(error)")
    }
}

struct MissionView: View {
    let mission: Mission

    var body: some View {
        let _ = print("MissionView body: \(mission.displayName), crew: \(mission.crew.map { "\($0.name) (\($0.role))" }.joined(separator: ", "))")
        ScrollView {
            VStack(alignment: .leading) {
                Text("Launched: \(mission.formattedLaunchDate)")
                Text(mission.description)
            }
        }
        .navigationTitle(mission.displayName)
    }
}

struct MissionCard: View {
    let mission: Mission

    var body: some View {
        VStack {
            Image(systemName: "moon.stars")
            Text(mission.displayName)
            Text(mission.formattedLaunchDate)
        }
    }
}

struct MoonshotScreen: View {
    let missions: [Mission] = decodeJSON(missionsJSON)
    @State private var showingGrid = true

    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        let _ = print("MoonshotScreen body: \(missions.count) missions, \(showingGrid ? "grid" : "list")")
        NavigationStack {
            Group {
                if showingGrid {
                    ScrollView {
                        LazyVGrid(columns: columns) {
                            ForEach(missions) { mission in
                                NavigationLink {
                                    MissionView(mission: mission)
                                } label: {
                                    MissionCard(mission: mission)
                                }
                            }
                        }
                    }
                } else {
                    List(missions) { mission in
                        NavigationLink {
                            MissionView(mission: mission)
                        } label: {
                            MissionCard(mission: mission)
                        }
                    }
                }
            }
            .navigationTitle("Moonshot")
            .toolbar {
                Button(showingGrid ? "Show as list" : "Show as grid") {
                    showingGrid.toggle()
                }
            }
        }
    }
}

:mount MoonshotScreen()
// expect: MoonshotScreen body: 3 missions, grid
:tap "Apollo 11"
// expect: MissionView body: Apollo 11, crew: armstrong (Commander), aldrin (Lunar Module Pilot)
:back
:tap "Show as list"
// expect: MoonshotScreen body: 3 missions, list
:tap "Apollo 1"
// expect: MissionView body: Apollo 1, crew: grissom (Command Pilot), white (Senior Pilot)
