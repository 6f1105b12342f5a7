// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/using-generics-to-load-any-kind-of-codable-data (Moonshot's generic decode<T: Codable> whose T comes only from the annotated result type, a dictionary of astronauts and an array of missions, and a MissionView whose init joins each crew role to its astronaut)
// The tutorial's `Bundle.decode` is generic over the result: `let astronauts: [String: Astronaut] = decode(...)`
// and `let missions: [Mission] = decode(...)` call one function whose T the annotation picks. Here the JSON is a
// string instead of a bundle file. The grid's cards are NavigationLink(value:) buttons; navigationDestination(for:)
// builds a MissionView for the pushed mission (Apple: View.navigationDestination(for:destination:)), and the
// view's init maps `mission.crew` to CrewMember values, looking each name up in the dictionary
// (https://www.hackingwithswift.com/books/ios-swiftui/merging-codable-structs).
// - Mount: the counts of what was decoded.
// - Tap "Apollo 11": the pushed MissionView appears and prints the crew its init joined (printed from onAppear,
//   which runs once per appearance, since SwiftUI may build a destination value more than once).
// - Back, then "Apollo 13".
import SwiftUI
import Foundation

struct Astronaut: Codable, Identifiable {
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

    var displayName: String {
        "Apollo \(id)"
    }
}

func decode<T: Codable>(_ json: String) -> T {
    let data = Data(json.utf8)
    let decoder = JSONDecoder()

    do {
        return try decoder.decode(T.self, from: data)
    } catch {
        fatalError("Failed to decode: \(error)")
    }
}

let astronautsJSON = """
{
    "armstrong": { "id": "armstrong", "name": "Neil A. Armstrong", "description": "First person on the Moon." },
    "aldrin": { "id": "aldrin", "name": "Edwin \\"Buzz\\" Aldrin", "description": "Lunar module pilot." },
    "lovell": { "id": "lovell", "name": "James A. Lovell Jr.", "description": "Commanded Apollo 13." },
    "haise": { "id": "haise", "name": "Fred W. Haise Jr.", "description": "Lunar module pilot of Apollo 13." }
}
"""

let missionsJSON = """
[
    { "id": 11, "launchDate": "1969-07-16", "crew": [
        { "name": "armstrong", "role": "Commander" },
        { "name": "aldrin", "role": "Lunar Module Pilot" }
    ], "description": "The first crewed landing on the Moon." },
    { "id": 13, "launchDate": "1970-04-11", "crew": [
        { "name": "lovell", "role": "Commander" },
        { "name": "haise", "role": "Lunar Module Pilot" }
    ], "description": "A landing aborted after an oxygen tank failed." }
]
"""

struct CrewMember {
    let role: String
    let astronaut: Astronaut
}

struct MissionView: View {
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
        ScrollView {
            VStack(alignment: .leading) {
                Text("Mission Highlights")
                Text(mission.description)
                ForEach(crew, id: \.role) { crewMember in
                    VStack(alignment: .leading) {
                        Text(crewMember.astronaut.name)
                        Text(crewMember.role)
                    }
                }
            }
        }
        .navigationTitle(mission.displayName)
        .onAppear {
            print("\(mission.displayName) crew: " + crew.map { "\($0.astronaut.name) (\($0.role))" }.joined(separator: ", "))
        }
    }
}

struct MoonshotView: View {
    let astronauts: [String: Astronaut] = decode(astronautsJSON)
    let missions: [Mission] = decode(missionsJSON)

    let columns = [
        GridItem(.adaptive(minimum: 150))
    ]

    var body: some View {
        let _ = print("loaded \(astronauts.count) astronauts and \(missions.count) missions")
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink(value: mission) {
                            VStack {
                                Text(mission.displayName)
                                Text(mission.launchDate ?? "N/A")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionView(mission: mission, astronauts: astronauts)
            }
        }
    }
}

:mount MoonshotView()
// expect: loaded 4 astronauts and 2 missions
:tap "Apollo 11"
// expect: Apollo 11 crew: Neil A. Armstrong (Commander), Edwin "Buzz" Aldrin (Lunar Module Pilot)
:back
:tap "Apollo 13"
// expect: Apollo 13 crew: James A. Lovell Jr. (Commander), Fred W. Haise Jr. (Lunar Module Pilot)
