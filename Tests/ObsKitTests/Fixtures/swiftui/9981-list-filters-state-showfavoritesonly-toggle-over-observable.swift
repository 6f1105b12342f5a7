// Apple Landmarks tutorial style ("Handling user input"): the list filters with a @State showFavoritesOnly toggle over the @Observable ModelData it reads from the environment; the pushed detail makes `@Bindable var modelData = modelData` in its body and hands FavoriteButton a binding into the array; favoriting in the detail re-runs the list (it read the array) and the detail (its binding read it) (rules §14.2, §8.5, §9.2, §15.1, §14.3, §3.5)
import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    var name: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 2, name: "Silver Salmon Creek", isFavorite: false),
        Landmark(id: 3, name: "Chilkoot Trail", isFavorite: false),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button(isSet ? "Unfavorite" : "Favorite") { isSet.toggle() }
    }
}

struct LandmarkRow: View {
    let landmark: Landmark

    var body: some View {
        HStack {
            Text(landmark.name)
            if landmark.isFavorite {
                Image(systemName: "star.fill")
            }
        }
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    let landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData
        let _ = print("LandmarkDetail body: \(landmark.name)")
        VStack {
            Text(landmark.name)
            FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
        }
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
        let _ = print("LandmarkList body: \(filteredLandmarks.count) shown")
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}

:mount LandmarkList().environment(ModelData())
// expect: LandmarkList body: 3 shown
:toggle "Favorites only"
// expect: LandmarkList body: 1 shown
:toggle "Favorites only"
// expect: LandmarkList body: 3 shown
:tap "Silver Salmon Creek"
// expect: LandmarkDetail body: Silver Salmon Creek
:tap "Favorite"
// expect: LandmarkList body: 3 shown
// expect: LandmarkDetail body: Silver Salmon Creek
:back
:toggle "Favorites only"
// expect: LandmarkList body: 2 shown
