// Hacking with Swift 100 Days, Moonshot: missions and astronauts decoded from JSON (snake_case keys), a LazyVGrid of NavigationLink(value:) cards, navigationDestination(for:) to a mission view whose init joins crew to astronauts, a NavigationLink(destination:) to an astronaut (Apple: NavigationStack, navigationDestination(for:destination:), LazyVGrid, JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase; SEMANTICS §14 Navigation: destinations are built on push)
import SwiftUI

struct Astronaut: Codable, Identifiable, Hashable {
    let id: String
    let name: String
    let description: String
}

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

let astronautsJSON = """
{
  "grissom": {"id": "grissom", "name": "Virgil I. \\"Gus\\" Grissom", "description": "Died in the Apollo 1 fire."},
  "white": {"id": "white", "name": "Edward H. White II", "description": "First American to walk in space."},
  "schirra": {"id": "schirra", "name": "Walter M. Schirra Jr.", "description": "Flew Mercury, Gemini and Apollo."},
  "borman": {"id": "borman", "name": "Frank Borman", "description": "Commanded the first flight around the Moon."},
  "lovell": {"id": "lovell", "name": "James A. Lovell Jr.", "description": "Flew to the Moon twice."}
}
"""

let missionsJSON = """
[
  {"id": 1, "crew": [{"name": "grissom", "role": "Command Pilot"}, {"name": "white", "role": "Senior Pilot"}], "description": "A ground test that ended in tragedy."},
  {"id": 7, "launch_date": "1968-10-11", "crew": [{"name": "schirra", "role": "Commander"}], "description": "The first crewed Apollo flight."},
  {"id": 8, "launch_date": "1968-12-21", "crew": [{"name": "borman", "role": "Commander"}, {"name": "lovell", "role": "Command Module Pilot"}], "description": "The first crew to orbit the Moon."}
]
"""

func decodeJSON<T: Decodable>(_ type: T.Type, from text: String) -> T {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        return try decoder.decode(type, from: Data(text.utf8))
    } catch {
        fatalError("Failed to decode: \(error)")
    }
}

struct AstronautView: View {
    let astronaut: Astronaut

    var body: some View {
        let _ = print("astronaut: \(astronaut.name) - \(astronaut.description)")
        ScrollView {
            VStack {
                Image(systemName: "person.crop.circle")
                    .resizable()
                    .scaledToFit()
                Text(astronaut.description)
                    .padding()
            }
        }
        .navigationTitle(astronaut.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct MissionView: View {
    struct CrewMember {
        let role: String
        let astronaut: Astronaut
    }

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
        let _ = print("mission: \(mission.displayName), launched \(mission.formattedLaunchDate), crew \(crew.map(\.role))")
        ScrollView {
            VStack(alignment: .leading) {
                Text(mission.description)
                Divider()
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(crew, id: \.role) { crewMember in
                            NavigationLink {
                                AstronautView(astronaut: crewMember.astronaut)
                            } label: {
                                Text(crewMember.astronaut.name)
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle(mission.displayName)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct MoonshotView: View {
    let astronauts = decodeJSON([String: Astronaut].self, from: astronautsJSON)
    let missions = decodeJSON([Mission].self, from: missionsJSON)

    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        let _ = print("grid of \(missions.count) missions, \(astronauts.count) astronauts")
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink(value: mission) {
                            VStack {
                                Image(systemName: "moon.stars")
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 100, height: 100)
                                Text(mission.displayName)
                                    .font(.headline)
                                Text(mission.formattedLaunchDate)
                                    .font(.caption)
                            }
                        }
                    }
                }
                .padding([.horizontal, .bottom])
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionView(mission: mission, astronauts: astronauts)
            }
        }
    }
}

:mount MoonshotView()
:tap "Apollo 7"
:tap "Walter M. Schirra Jr."
:back
:back
:tap "Apollo 1"
:tap "Edward H. White II"

// expect: grid of 3 missions, 5 astronauts
// expect: mission: Apollo 7, launched 1968-10-11, crew ["Commander"]
// expect: astronaut: Walter M. Schirra Jr. - Flew Mercury, Gemini and Apollo.
// expect: mission: Apollo 1, launched N/A, crew ["Command Pilot", "Senior Pilot"]
// expect: astronaut: Edward H. White II - First American to walk in space.
