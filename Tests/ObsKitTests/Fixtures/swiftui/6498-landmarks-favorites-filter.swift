// Apple tutorial style (Landmarks, "Handling user input"): an @Observable model data store and a "Favorites only" toggle.
// The list filters the store's landmarks by a @State flag; the body reads both, so either change re-runs it (rules
// §3.5, §8.3). The star buttons write through the store found with `@Environment(LandmarkData.self)` (rules §14.2);
// the rows only write in actions, and the list's body, which read `landmarks`, runs again (rules §8.1: changing an
// element in place notifies). Toggle the filter with `:toggle`, the stars with `:tap`.
import SwiftUI

struct Landmark: Identifiable {
    let id: Int
    var name: String
    var isFavorite: Bool
}

@Observable
final class LandmarkData {
    var landmarks = [
        Landmark(id: 1, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 2, name: "Silver Salmon Creek", isFavorite: false),
        Landmark(id: 3, name: "Chilkoot Trail", isFavorite: true),
    ]
}

struct LandmarkRow: View {
    @Environment(LandmarkData.self) private var data
    let landmark: Landmark

    var body: some View {
        HStack {
            Text(landmark.name)
            Button(landmark.isFavorite ? "Unstar \(landmark.name)" : "Star \(landmark.name)") {
                if let index = data.landmarks.firstIndex(where: { $0.id == landmark.id }) {
                    data.landmarks[index].isFavorite.toggle()
                }
            }
        }
    }
}

struct LandmarkList: View {
    @Environment(LandmarkData.self) private var data
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        data.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        let _ = print("LandmarkList body: \(filteredLandmarks.map(\.name))")
        List {
            Toggle("Favorites only", isOn: $showFavoritesOnly)
            ForEach(filteredLandmarks) { landmark in
                LandmarkRow(landmark: landmark)
            }
        }
    }
}

struct LandmarksRoot: View {
    @State private var data = LandmarkData()

    var body: some View {
        LandmarkList()
            .environment(data)
    }
}

:mount LandmarksRoot()
// expect: LandmarkList body: ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"]
:toggle "Favorites only"
// expect: LandmarkList body: ["Turtle Rock", "Chilkoot Trail"]
:tap "Unstar Turtle Rock"
// expect: LandmarkList body: ["Chilkoot Trail"]
:toggle "Favorites only"
// expect: LandmarkList body: ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"]
:tap "Star Silver Salmon Creek"
// expect: LandmarkList body: ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"]
:toggle "Favorites only"
// expect: LandmarkList body: ["Silver Salmon Creek", "Chilkoot Trail"]
