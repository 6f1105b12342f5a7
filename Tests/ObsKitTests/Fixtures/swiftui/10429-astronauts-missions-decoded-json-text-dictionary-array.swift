// Hacking with Swift Moonshot style: astronauts and missions decoded from JSON text into a dictionary and an array (no bundle), a grid of mission cards looking crew up by id, and a detail pushed by value; only the pushed detail's body runs on a tap (rules §14.3, §15.12, §2.7)
import SwiftUI

struct Astronaut: Codable, Identifiable {
    let id: String
    let name: String
}

struct CrewRole: Codable {
    let name: String
    let role: String
}

struct SpaceMission: Codable, Identifiable, Hashable {
    let id: Int
    let crew: [String]
    var displayName: String { "Apollo \(id)" }
}

let astronautJSON = """
[{"id": "armstrong", "name": "Neil Armstrong"}, {"id": "aldrin", "name": "Buzz Aldrin"}, {"id": "lovell", "name": "Jim Lovell"}]
"""
let missionJSON = """
[{"id": 11, "crew": ["armstrong", "aldrin"]}, {"id": 13, "crew": ["lovell"]}]
"""

let astronauts: [String: Astronaut] = {
    let list = try! JSONDecoder().decode([Astronaut].self, from: Data(astronautJSON.utf8))
    return Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
}()
let missions = try! JSONDecoder().decode([SpaceMission].self, from: Data(missionJSON.utf8))
print("decoded \(astronauts.count) astronauts, \(missions.count) missions")
// expect: decoded 3 astronauts, 2 missions

struct MissionCard: View {
    let mission: SpaceMission

    var body: some View {
        let _ = print("MissionCard body: \(mission.displayName)")
        VStack {
            Text(mission.displayName)
            Text("\(mission.crew.count) crew")
        }
    }
}

struct CrewDetail: View {
    let mission: SpaceMission

    var body: some View {
        let names = mission.crew.compactMap { astronauts[$0]?.name }
        let _ = print("CrewDetail body: \(mission.displayName): \(names.joined(separator: ", "))")
        List(names, id: \.self) { name in
            Text(name)
        }
    }
}

struct MissionGrid: View {
    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        let _ = print("MissionGrid body")
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink(value: mission) {
                            MissionCard(mission: mission)
                        }
                    }
                }
            }
            .navigationDestination(for: SpaceMission.self) { mission in
                CrewDetail(mission: mission)
            }
        }
    }
}

:mount MissionGrid()
// expect: MissionGrid body
// expect: MissionCard body: Apollo 11
// expect: MissionCard body: Apollo 13
:tap "Apollo 11"
// expect: CrewDetail body: Apollo 11: Neil Armstrong, Buzz Aldrin
:back
:tap "Apollo 13"
// expect: CrewDetail body: Apollo 13: Jim Lovell
