// what's-new style: `.task(id:)` restarts when the id changes: the running load is cancelled (Task.sleep throws, nothing is stored) and a new one starts, on the virtual clock (rules §11.3, §3.5, §10.1)
import SwiftUI

struct RosterView: View {
    @State private var teamID = 1
    @State private var roster = "none"

    var body: some View {
        let _ = print("RosterView body: team \(teamID), roster \(roster)")
        VStack {
            Text(roster)
            Button("Team 1") { teamID = 1 }
            Button("Team 2") { teamID = 2 }
            Button("Team 3") { teamID = 3 }
        }
        .task(id: teamID) {
            print("load team \(teamID) started")
            do {
                try await Task.sleep(for: .seconds(2))
                roster = "roster of team \(teamID)"
                print("load team \(teamID) finished")
            } catch {
                // cancelled: the id changed or the view went away
            }
        }
    }
}

:mount RosterView()
// expect: RosterView body: team 1, roster none
// expect: load team 1 started
:advance 2s
// expect: load team 1 finished
// expect: RosterView body: team 1, roster roster of team 1
:tap "Team 2"
// expect: RosterView body: team 2, roster roster of team 1
// expect: load team 2 started
:advance 1s
:tap "Team 3"
// expect: RosterView body: team 3, roster roster of team 1
// expect: load team 3 started
:advance 1s
:advance 1s
// expect: load team 3 finished
// expect: RosterView body: team 3, roster roster of team 3
