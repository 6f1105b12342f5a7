// Issue 13 (A), a grid of cards in the Moonshot style: `LazyVGrid(columns: [GridItem(.adaptive(minimum:))])`
// in a ScrollView, each card a NavigationLink to a detail that shows the crew, with `.navigationTitle`.
// Expected: the cards are buttons found by their text; the detail is made when pushed (`destination:` is
// built in the grid's row closure, its body runs on push); onAppear runs for the detail.
import SwiftUI

struct Mission: Identifiable {
    let id: Int
    let crew: [String]
    var displayName: String { "Apollo \(id)" }
}

struct MissionDetail: View {
    let mission: Mission
    var body: some View {
        List(mission.crew, id: \.self) { name in
            Text(name)
        }
        .navigationTitle(mission.displayName)
        .onAppear { print("crew of \(mission.displayName):", mission.crew.joined(separator: ", ")) }
    }
}

struct MissionsView: View {
    let missions = [
        Mission(id: 7, crew: ["Schirra", "Eisele", "Cunningham"]),
        Mission(id: 11, crew: ["Armstrong", "Aldrin", "Collins"]),
    ]
    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink {
                            MissionDetail(mission: mission)
                        } label: {
                            VStack {
                                Image(systemName: "airplane.circle")
                                    .font(.largeTitle)
                                Text(mission.displayName)
                                    .font(.headline)
                            }
                            .padding()
                            .background(.thinMaterial, in: .rect(cornerRadius: 10))
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Moonshot")
        }
    }
}

:mount MissionsView()
:tap "Apollo 11"
:back
:tap "Apollo 7"

// expect: crew of Apollo 11: Armstrong, Aldrin, Collins
// expect: crew of Apollo 7: Schirra, Eisele, Cunningham
