// Apple Landmarks tutorial style: an @Observable ModelData in the environment and a list with a "Favorites only" toggle over a filtered ForEach of plain row values; toggling the filter runs the list, rows that stay are equal and keep their nodes, a row that goes runs its onDisappear and a row that comes back is new (its body runs); a changed landmark runs only its row (rules §1.2, §2.3, §11.1, §14.2)
import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 2, name: "Silver Salmon Creek", isFavorite: false),
        Landmark(id: 3, name: "Chilkoot Trail", isFavorite: true),
    ]
}

struct LandmarkRow: View {
    let landmark: Landmark

    var body: some View {
        let _ = print("LandmarkRow body: \(landmark.name)\(landmark.isFavorite ? " (favorite)" : "")")
        HStack {
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
        .onDisappear { print("row \(landmark.name) disappeared") }
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) private var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        let _ = print("LandmarkList body: \(filteredLandmarks.count) shown")
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                ForEach(filteredLandmarks) { landmark in
                    LandmarkRow(landmark: landmark)
                }
                Button("Unfavorite Turtle Rock") {
                    modelData.landmarks[0].isFavorite = false
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}

:mount LandmarkList().environment(ModelData())
// expect: LandmarkList body: 3 shown
// expect: LandmarkRow body: Turtle Rock (favorite)
// expect: LandmarkRow body: Silver Salmon Creek
// expect: LandmarkRow body: Chilkoot Trail (favorite)
:toggle "Favorites only"
// expect: LandmarkList body: 2 shown
// expect: row Silver Salmon Creek disappeared
:tap "Unfavorite Turtle Rock"
// expect: LandmarkList body: 1 shown
// expect: row Turtle Rock disappeared
:toggle "Favorites only"
// expect: LandmarkList body: 3 shown
// expect: LandmarkRow body: Turtle Rock
// expect: LandmarkRow body: Silver Salmon Creek
