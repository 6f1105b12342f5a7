// Moonshot's data layer and crew screens (a "100 days" SwiftUI course), own code: astronauts and missions decoded
// from JSON text with a generic `decode` whose type comes from the annotation (the course reads bundle files; here
// the JSON is in the source), a mission screen that maps crew roles to astronauts in its init, and a second
// `navigationDestination(for:)` type so a crew member can be pushed on top of the mission.
// What SwiftUI does: each destination is built when its value is pushed (rules §14.3); the second push stacks on the
// first, and each `back` pops the top one (rules §15.12). The root list does not run again: nothing it reads
// changed. A link whose label has two texts answers to either (rules §15.3). JSONDecoder decodes `null` into an
// optional, dictionaries keyed by string, nested arrays of structs.
// Sources: rules §14.3, §15.3, §15.12;
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
// https://developer.apple.com/documentation/foundation/jsondecoder
import SwiftUI

let astronautsJSON = """
{
    "armstrong": { "id": "armstrong", "name": "Neil A. Armstrong", "description": "First person to walk on the Moon." },
    "aldrin": { "id": "aldrin", "name": "Buzz Aldrin", "description": "Lunar module pilot of Apollo 11." },
    "collins": { "id": "collins", "name": "Michael Collins", "description": "Command module pilot of Apollo 11." },
    "grissom": { "id": "grissom", "name": "Virgil I. Grissom", "description": "Command pilot of Apollo 1." }
}
"""

let missionsJSON = """
[
    { "id": 1, "launchDate": null, "crew": [ { "name": "grissom", "role": "Command Pilot" } ] },
    { "id": 11, "launchDate": "1969-07-16", "crew": [
        { "name": "armstrong", "role": "Commander" },
        { "name": "collins", "role": "Command Module Pilot" },
        { "name": "aldrin", "role": "Lunar Module Pilot" }
    ] }
]
"""

func decode<T: Decodable>(_ json: String) -> T {
    let data = Data(json.utf8)
    do {
        return try JSONDecoder().decode(T.self, from: data)
    } catch {
        fatalError("Failed to decode: \(error)")
    }
}

struct Astronaut: Codable, Identifiable, Hashable {
    let id: String
    let name: String
    let description: String
}

struct CrewRole: Codable, Hashable {
    let name: String
    let role: String
}

struct Mission: Codable, Identifiable, Hashable {
    let id: Int
    let launchDate: String?
    let crew: [CrewRole]

    var displayName: String { "Apollo \(id)" }
    var formattedLaunchDate: String { launchDate ?? "N/A" }
}

enum MoonData {
    static let astronauts: [String: Astronaut] = decode(astronautsJSON)
    static let missions: [Mission] = decode(missionsJSON)
}

struct CrewMember: Hashable {
    let role: String
    let astronaut: Astronaut
}

struct MissionDetail: View {
    let mission: Mission
    let crew: [CrewMember]

    init(mission: Mission, astronauts: [String: Astronaut]) {
        self.mission = mission
        self.crew = mission.crew.map { member in
            if let astronaut = astronauts[member.name] {
                return CrewMember(role: member.role, astronaut: astronaut)
            } else {
                fatalError("Missing \(member.name)")
            }
        }
    }

    var body: some View {
        let _ = print("MissionDetail body: \(mission.displayName), crew \(crew.map(\.astronaut.name).joined(separator: ", "))")
        ScrollView {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(crew, id: \.role) { member in
                        NavigationLink(value: member.astronaut) {
                            VStack(alignment: .leading) {
                                Text(member.astronaut.name)
                                    .font(.headline)
                                Text(member.role)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle(mission.displayName)
    }
}

struct AstronautView: View {
    let astronaut: Astronaut

    var body: some View {
        let _ = print("AstronautView body: \(astronaut.name)")
        ScrollView {
            Text(astronaut.description)
                .padding()
        }
        .navigationTitle(astronaut.name)
    }
}

struct CrewBrowserView: View {
    let missions = MoonData.missions
    let astronauts = MoonData.astronauts

    var body: some View {
        let _ = print("CrewBrowserView body: \(missions.count) missions, \(astronauts.count) astronauts")
        NavigationStack {
            List(missions) { mission in
                NavigationLink(value: mission) {
                    VStack(alignment: .leading) {
                        Text(mission.displayName)
                            .font(.headline)
                        Text(mission.formattedLaunchDate)
                    }
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionDetail(mission: mission, astronauts: astronauts)
            }
            .navigationDestination(for: Astronaut.self) { astronaut in
                AstronautView(astronaut: astronaut)
            }
        }
    }
}

:mount CrewBrowserView()
// expect: CrewBrowserView body: 2 missions, 4 astronauts
:tap "Apollo 11"
// expect: MissionDetail body: Apollo 11, crew Neil A. Armstrong, Michael Collins, Buzz Aldrin
:tap "Neil A. Armstrong"
// expect: AstronautView body: Neil A. Armstrong
:back
:back
:tap "Apollo 1"
// expect: MissionDetail body: Apollo 1, crew Virgil I. Grissom
