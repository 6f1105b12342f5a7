// Apple tutorial style (Landmarks): a favorites filter over an environment model, navigationDestination(for:), a local @Bindable in the detail body (rules §8.5, §14.3, §2.3, §3.5)
import SwiftUI
import Observation

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var state: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1, name: "Turtle Rock", state: "California", isFavorite: true),
        Landmark(id: 2, name: "Silver Salmon Creek", state: "Alaska", isFavorite: false),
        Landmark(id: 3, name: "Chilkoot Trail", state: "Alaska", isFavorite: true),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool
    var body: some View {
        Button(isSet ? "Unfavorite" : "Favorite") {
            isSet.toggle()
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark
    var body: some View {
        let _ = print("row \(landmark.name)")
        Text(landmark.name)
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData
        let _ = print("detail \(landmark.name), favorite \(modelData.landmarks[landmarkIndex].isFavorite)")
        VStack {
            Text(landmark.state)
            FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
        }
        .navigationTitle(landmark.name)
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        let _ = print("list: \(filteredLandmarks.count) shown")
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink(value: landmark) {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .navigationTitle("Landmarks")
            .navigationDestination(for: Landmark.self) { landmark in
                LandmarkDetail(landmark: landmark)
            }
        }
    }
}

let modelData = ModelData()
:mount LandmarkList().environment(modelData)
// expect: list: 3 shown
// expect: row Turtle Rock
// expect: row Silver Salmon Creek
// expect: row Chilkoot Trail
:toggle "Favorites only"
// expect: list: 2 shown
:tap "Turtle Rock"
// expect: detail Turtle Rock, favorite true
:tap "Unfavorite"
// expect: list: 1 shown
// expect: detail Turtle Rock, favorite false
:back
:toggle "Favorites only"
// expect: list: 3 shown
// expect: row Turtle Rock
// expect: row Silver Salmon Creek
print(modelData.landmarks.map(\.isFavorite))
// expect: [false, false, true]
