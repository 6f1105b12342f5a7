// Hacking with Swift "Moonshot" style (static data, no JSON): a LazyVGrid of NavigationLink { MissionView } label: rows; the destination struct is made when the grid's rows are built, its body only on push; a re-render of the root builds every destination again
import SwiftUI

struct Mission: Identifiable {
    let id: Int
    let name: String
    let crew: [String]
}

struct MissionView: View {
    let mission: Mission

    init(mission: Mission) {
        self.mission = mission
        print("MissionView init: \(mission.name)")
    }

    var body: some View {
        let _ = print("MissionView body: \(mission.name)")
        ScrollView {
            VStack(alignment: .leading) {
                Text(mission.name)
                ForEach(mission.crew, id: \.self) { astronaut in
                    Text(astronaut)
                }
            }
        }
        .navigationTitle(mission.name)
        .onAppear { print("\(mission.name) appeared") }
        .onDisappear { print("\(mission.name) disappeared") }
    }
}

struct MoonshotView: View {
    @State private var showingGrid = true
    private let missions = [
        Mission(id: 7, name: "Apollo 7", crew: ["Schirra", "Eisele", "Cunningham"]),
        Mission(id: 8, name: "Apollo 8", crew: ["Borman", "Lovell", "Anders"]),
        Mission(id: 11, name: "Apollo 11", crew: ["Armstrong", "Collins", "Aldrin"]),
    ]
    private let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        let _ = print("MoonshotView body: grid=\(showingGrid)")
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink {
                            MissionView(mission: mission)
                        } label: {
                            Text(mission.name)
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

:mount MoonshotView()
// expect: MoonshotView body: grid=true
// expect: MissionView init: Apollo 7
// expect: MissionView init: Apollo 8
// expect: MissionView init: Apollo 11
:tap "Apollo 11"
// expect: MissionView body: Apollo 11
// expect: Apollo 11 appeared
:back
// expect: Apollo 11 disappeared
:tap "Show as list"
// expect: MoonshotView body: grid=false
// expect: MissionView init: Apollo 7
// expect: MissionView init: Apollo 8
// expect: MissionView init: Apollo 11
