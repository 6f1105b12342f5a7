// Apple sample style (Landmarks, iPhone): a NavigationSplitView whose sidebar List(selection:) drives the detail column, with a placeholder when nothing is selected; on iPhone it collapses into a stack.
// SwiftUI: a tapped row writes its id into the selection as `Int?` (rules §15.7, §15.18); the split view's column closures are @ViewBuilder arguments called in the body,
// so the body that reads `selection` there re-runs at each change (rules §8.4, §3.5); the detail column is pushed and its view appears after its first body,
// and going back clears the selection on a collapsed split view and removes the detail (rules §15.7, §11.1).
import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    let state: String
}

let allLandmarks = [
    Landmark(id: 1, name: "Granite Arch", state: "Utah"),
    Landmark(id: 2, name: "Heron Marsh", state: "Oregon"),
    Landmark(id: 3, name: "Cobalt Falls", state: "Idaho"),
]

struct LandmarkDetail: View {
    let landmark: Landmark

    var body: some View {
        let _ = print("detail \(landmark.name)")
        VStack(alignment: .leading) {
            Text(landmark.name)
                .font(.title)
            Text(landmark.state)
                .foregroundStyle(.secondary)
        }
        .navigationTitle(landmark.name)
        .onAppear { print("detail appeared: \(landmark.name)") }
        .onDisappear { print("detail disappeared: \(landmark.name)") }
    }
}

struct LandmarkSplitView: View {
    @State private var selection: Landmark.ID?

    var body: some View {
        let _ = print("split body, selection \(selection.map { String($0) } ?? "nil")")
        NavigationSplitView {
            List(allLandmarks, selection: $selection) { landmark in
                Text(landmark.name)
            }
            .navigationTitle("Landmarks")
        } detail: {
            if let id = selection, let landmark = allLandmarks.first(where: { $0.id == id }) {
                LandmarkDetail(landmark: landmark)
            } else {
                Text("Select a Landmark")
            }
        }
    }
}

:mount LandmarkSplitView()
// expect: split body, selection nil
:tap "Heron Marsh"
// expect: split body, selection 2
// expect: detail Heron Marsh
// expect: detail appeared: Heron Marsh
:back
// expect: split body, selection nil
// expect: detail disappeared: Heron Marsh
:tap "Cobalt Falls"
// expect: split body, selection 3
// expect: detail Cobalt Falls
// expect: detail appeared: Cobalt Falls
:back
// expect: split body, selection nil
// expect: detail disappeared: Cobalt Falls
