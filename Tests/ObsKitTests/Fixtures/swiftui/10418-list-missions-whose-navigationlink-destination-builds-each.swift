// Hacking with Swift Moonshot style: a List of missions whose NavigationLink(destination:) builds each MissionDetail struct in the row's builder at every list render, while a detail's body runs only when it is pushed (rules §14.3, §2.6, §2.7)
import SwiftUI

struct Mission: Identifiable, Equatable {
    let id: Int
    let name: String
    let crew: [String]
}

struct MissionDetail: View {
    let mission: Mission

    init(mission: Mission) {
        self.mission = mission
        print("MissionDetail init \(mission.name)")
    }

    var body: some View {
        let _ = print("MissionDetail body: \(mission.name) crew \(mission.crew.count)")
        List(mission.crew, id: \.self) { member in
            Text(member)
        }
    }
}

struct MissionsView: View {
    let missions = [
        Mission(id: 11, name: "Apollo 11", crew: ["Armstrong", "Aldrin", "Collins"]),
        Mission(id: 7, name: "Apollo 7", crew: ["Schirra", "Eisele", "Cunningham"]),
    ]
    @State private var compact = false

    var body: some View {
        let _ = print("MissionsView body: compact \(compact)")
        NavigationStack {
            List {
                ForEach(missions) { mission in
                    NavigationLink {
                        MissionDetail(mission: mission)
                    } label: {
                        Text(compact ? mission.name : "\(mission.name), \(mission.crew.count) crew")
                    }
                }
                Button("Switch layout") { compact.toggle() }
            }
        }
    }
}

:mount MissionsView()
// expect: MissionsView body: compact false
// expect: MissionDetail init Apollo 11
// expect: MissionDetail init Apollo 7
:tap "Apollo 7, 3 crew"
// expect: MissionDetail body: Apollo 7 crew 3
:back
:tap "Switch layout"
// expect: MissionsView body: compact true
// expect: MissionDetail init Apollo 11
// expect: MissionDetail init Apollo 7
:tap "Apollo 11"
// expect: MissionDetail body: Apollo 11 crew 3
