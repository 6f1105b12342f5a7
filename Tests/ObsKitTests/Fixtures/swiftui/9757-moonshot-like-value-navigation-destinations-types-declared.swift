// Hacking with Swift "100 Days of SwiftUI" style: Moonshot-like value navigation; destinations for two types declared on the root, a push builds the page, the incoming page appears before the covered one disappears, and a pop brings the covered one back first (rules §14.3, §11.1, §15.12)
import SwiftUI

struct Astronaut: Hashable {
    let id: String
    let name: String
}

struct Mission: Hashable, Identifiable {
    let id: Int
    let crew: [Astronaut]

    var displayName: String { "Apollo \(id)" }
}

let allMissions = [
    Mission(id: 1, crew: [Astronaut(id: "grissom", name: "Gus Grissom"), Astronaut(id: "white", name: "Ed White")]),
    Mission(id: 11, crew: [Astronaut(id: "armstrong", name: "Neil Armstrong"), Astronaut(id: "aldrin", name: "Buzz Aldrin")]),
]

struct AstronautDetail: View {
    let astronaut: Astronaut

    var body: some View {
        let _ = print("AstronautDetail body: \(astronaut.name)")
        Text(astronaut.name)
            .navigationTitle(astronaut.name)
            .onAppear { print("\(astronaut.name) appeared") }
            .onDisappear { print("\(astronaut.name) disappeared") }
    }
}

struct MissionDetail: View {
    let mission: Mission

    var body: some View {
        let _ = print("MissionDetail body: \(mission.displayName)")
        List {
            Section("Crew") {
                ForEach(mission.crew, id: \.id) { member in
                    NavigationLink(value: member) {
                        Text(member.name)
                    }
                }
            }
        }
        .navigationTitle(mission.displayName)
        .onAppear { print("\(mission.displayName) appeared") }
        .onDisappear { print("\(mission.displayName) disappeared") }
    }
}

struct MissionsScreen: View {
    let missions = allMissions

    var body: some View {
        let _ = print("MissionsScreen body")
        NavigationStack {
            List(missions) { mission in
                NavigationLink(value: mission) {
                    Text(mission.displayName)
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionDetail(mission: mission)
            }
            .navigationDestination(for: Astronaut.self) { astronaut in
                AstronautDetail(astronaut: astronaut)
            }
            .onAppear { print("missions appeared") }
            .onDisappear { print("missions disappeared") }
        }
    }
}

:mount MissionsScreen()
// expect: MissionsScreen body
// expect: missions appeared
:tap "Apollo 11"
// expect: MissionDetail body: Apollo 11
// expect: Apollo 11 appeared
// expect: missions disappeared
:tap "Buzz Aldrin"
// expect: AstronautDetail body: Buzz Aldrin
// expect: Buzz Aldrin appeared
// expect: Apollo 11 disappeared
:back
// expect: Apollo 11 appeared
// expect: Buzz Aldrin disappeared
:back
// expect: missions appeared
// expect: Apollo 11 disappeared
:tap "Apollo 1"
// expect: MissionDetail body: Apollo 1
// expect: Apollo 1 appeared
// expect: missions disappeared
