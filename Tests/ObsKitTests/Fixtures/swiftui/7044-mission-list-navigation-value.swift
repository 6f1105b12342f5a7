// Mission list in the style of Moonshot (a "100 days" SwiftUI course), own code: a NavigationStack with a List of
// missions, each row a `NavigationLink(value:)` around a row view, and `navigationDestination(for:)` building the
// detail screen from the pushed mission.
// What SwiftUI does: the destination closure runs only when a value is pushed (rules §14.3, §2.6: escaping content
// runs in its own attribute), so the detail's init and body run at the tap and nothing of the list runs again (the
// path is the stack's own state). A pop destroys the detail (rules §14.3); pushing another mission builds a new one.
// Rows run once at mount and never again, as nothing they show changes (rules §2.7).
// Sources: rules §2.6, §2.7, §14.3, §15.3, §15.12;
// https://developer.apple.com/documentation/swiftui/navigationlink
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI

struct Mission: Identifiable, Hashable {
    let id: Int
    let crew: [String]
    let launchDate: String?

    var displayName: String { "Apollo \(id)" }
    var image: String { "apollo\(id)" }
}

struct MissionRow: View {
    let mission: Mission

    var body: some View {
        let _ = print("MissionRow body: \(mission.displayName)")
        VStack {
            Image(mission.image)
                .resizable()
                .scaledToFit()
                .frame(width: 100, height: 100)
            Text(mission.displayName)
                .font(.headline)
            Text(mission.launchDate ?? "N/A")
                .font(.caption)
        }
    }
}

struct MissionDetailView: View {
    let mission: Mission

    init(mission: Mission) {
        self.mission = mission
        print("MissionDetailView init: \(mission.displayName)")
    }

    var body: some View {
        let _ = print("MissionDetailView body: \(mission.displayName), crew \(mission.crew.count)")
        ScrollView {
            VStack(alignment: .leading) {
                Image(mission.image)
                    .resizable()
                    .scaledToFit()
                Text("Crew")
                    .font(.title.bold())
                ForEach(mission.crew, id: \.self) { name in
                    Text(name)
                }
            }
        }
        .navigationTitle(mission.displayName)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct MissionListView: View {
    let missions = [
        Mission(id: 1, crew: ["Grissom", "White", "Chaffee"], launchDate: nil),
        Mission(id: 7, crew: ["Schirra", "Eisele", "Cunningham"], launchDate: "1968-10-11"),
        Mission(id: 11, crew: ["Armstrong", "Collins", "Aldrin"], launchDate: "1969-07-16"),
    ]

    var body: some View {
        let _ = print("MissionListView body")
        NavigationStack {
            List(missions) { mission in
                NavigationLink(value: mission) {
                    MissionRow(mission: mission)
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionDetailView(mission: mission)
            }
        }
    }
}

:mount MissionListView()
// expect: MissionListView body
// expect: MissionRow body: Apollo 1
// expect: MissionRow body: Apollo 7
// expect: MissionRow body: Apollo 11
:tap "Apollo 11"
// expect: MissionDetailView init: Apollo 11
// expect: MissionDetailView body: Apollo 11, crew 3
:back
:tap "Apollo 7"
// expect: MissionDetailView init: Apollo 7
// expect: MissionDetailView body: Apollo 7, crew 3
