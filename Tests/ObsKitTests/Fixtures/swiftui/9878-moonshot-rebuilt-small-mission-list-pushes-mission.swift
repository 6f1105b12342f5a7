// Hacking with Swift style: Moonshot, rebuilt small: a mission list pushes a mission by value, the mission pushes a crew member by value, both destinations declared at the root; a push makes the covered page disappear after the new one appears, a pop the other way round (rules §14.3, §11.1, §15.12)
import SwiftUI

struct CrewMember: Hashable {
    let name: String
    let role: String
}

struct Mission: Hashable, Identifiable {
    let id: Int
    let crew: [CrewMember]
    var displayName: String { "Apollo \(id)" }
}

let allMissions = [
    Mission(id: 11, crew: [CrewMember(name: "Armstrong", role: "Commander"), CrewMember(name: "Aldrin", role: "Pilot")]),
    Mission(id: 13, crew: [CrewMember(name: "Lovell", role: "Commander")]),
]

struct AstronautDetail: View {
    let member: CrewMember

    var body: some View {
        let _ = print("AstronautDetail body: \(member.name)")
        Text("\(member.name), \(member.role)")
            .onAppear { print("AstronautDetail appear: \(member.name)") }
            .onDisappear { print("AstronautDetail disappear: \(member.name)") }
    }
}

struct MissionDetail: View {
    let mission: Mission

    var body: some View {
        let _ = print("MissionDetail body: \(mission.displayName)")
        List(mission.crew, id: \.name) { member in
            NavigationLink(value: member) {
                Text(member.name)
            }
        }
        .navigationTitle(mission.displayName)
        .onAppear { print("MissionDetail appear: \(mission.displayName)") }
        .onDisappear { print("MissionDetail disappear: \(mission.displayName)") }
    }
}

struct MissionList: View {
    var body: some View {
        let _ = print("MissionList body")
        NavigationStack {
            List(allMissions) { mission in
                NavigationLink(value: mission) {
                    Text(mission.displayName)
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionDetail(mission: mission)
            }
            .navigationDestination(for: CrewMember.self) { member in
                AstronautDetail(member: member)
            }
            .onAppear { print("MissionList appear") }
            .onDisappear { print("MissionList disappear") }
        }
    }
}

:mount MissionList()
// expect: MissionList body
// expect: MissionList appear
:tap "Apollo 11"
// expect: MissionDetail body: Apollo 11
// expect: MissionDetail appear: Apollo 11
// expect: MissionList disappear
:tap "Armstrong"
// expect: AstronautDetail body: Armstrong
// expect: AstronautDetail appear: Armstrong
// expect: MissionDetail disappear: Apollo 11
:back
// expect: MissionDetail appear: Apollo 11
// expect: AstronautDetail disappear: Armstrong
:back
// expect: MissionList appear
// expect: MissionDetail disappear: Apollo 11
:tap "Apollo 13"
// expect: MissionDetail body: Apollo 13
// expect: MissionDetail appear: Apollo 13
// expect: MissionList disappear
