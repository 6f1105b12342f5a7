// Apple List docs style: an EditButton in the toolbar of a NavigationStack, onMove and onDelete on a @State list; the view declaring @Environment(\.editMode) runs when the mode flips, and each move or delete runs it once (rules §15.25, §15.2, §15.4, §14.2)
import SwiftUI

struct Station: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct StationEditor: View {
    @Environment(\.editMode) private var editMode
    @State private var stations = [Station(id: 1, name: "News"), Station(id: 2, name: "Talk"), Station(id: 3, name: "Jazz")]

    var body: some View {
        let _ = print("StationEditor body: editing \(editMode?.wrappedValue.isEditing == true) \(stations.map(\.name).joined(separator: ","))")
        List {
            ForEach(stations) { station in
                Text(station.name)
            }
            .onMove { source, destination in
                stations.move(fromOffsets: source, toOffset: destination)
            }
            .onDelete { offsets in
                stations.remove(atOffsets: offsets)
            }
        }
        .toolbar {
            EditButton()
        }
    }
}

struct RadioRoot: View {
    var body: some View {
        NavigationStack {
            StationEditor()
                .navigationTitle("Stations")
        }
    }
}

:mount RadioRoot()
// expect: StationEditor body: editing false News,Talk,Jazz
:tap "Edit"
// expect: StationEditor body: editing true News,Talk,Jazz
:move "Jazz" to 0
// expect: StationEditor body: editing true Jazz,News,Talk
:delete "Talk"
// expect: StationEditor body: editing true Jazz,News
:tap "Done"
// expect: StationEditor body: editing false Jazz,News
