// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (filteredLandmarks reads both @State showFavoritesOnly and the environment's ModelData)
// The tutorial's list computes `filteredLandmarks` from two sources: its own `showFavoritesOnly` (@State) and
// `modelData.landmarks` (an @Observable object from the environment). The computed property is read in
// `body`, so both become dependencies of the list.
// - Turning "Favorites only" on runs the list again with the favourites.
// - Unstarring a favourite (a change in the model, not in the list's state) also runs the list again, and
//   the landmark leaves the filtered list.
// - Turning the toggle off shows all three again.
import SwiftUI
import Observation

struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", isFavorite: true),
    ]
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
        }
    }

    var body: some View {
        let _ = print("showing: \(filteredLandmarks.map(\.name).joined(separator: ", "))")
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        Text(landmark.name)
                    } label: {
                        Text(landmark.name)
                    }
                }
                Button("Unstar Turtle Rock") {
                    modelData.landmarks[0].isFavorite = false
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct LandmarksApp: View {
    @State private var modelData = ModelData()

    var body: some View {
        LandmarkList()
            .environment(modelData)
    }
}

:mount LandmarksApp()
// expect: showing: Turtle Rock, Silver Salmon Creek, Chilkoot Trail
:toggle "Favorites only"
// expect: showing: Turtle Rock, Chilkoot Trail
:tap "Unstar Turtle Rock"
// expect: showing: Chilkoot Trail
:toggle "Favorites only"
// expect: showing: Turtle Rock, Silver Salmon Creek, Chilkoot Trail
