// Apple sample style (Landmarks): an @Observable ModelData in the environment, a "Favorites only" filter computed from @State, value-based navigation to a detail that binds a FavoriteButton into the store's array.
// SwiftUI: the list's body reads both the toggle's @State and modelData.landmarks, so each flip re-runs it (rules §3.5, §8.3); rows whose Landmark value is unchanged keep their nodes (rules §1.2, §2.7).
// navigationDestination(for:) builds the detail on push (rules §14.3); the favorite write through `$modelData.landmarks[i].isFavorite` (rules §8.5, §15.1)
// re-runs the list and the detail, list first as its ancestor (rules §8.3, §10.3); a pop runs the detail's onDisappear (rules §11.1).
import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    let park: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Granite Arch", park: "Red Cliffs", isFavorite: true),
        Landmark(id: 1002, name: "Heron Marsh", park: "Blue Fen", isFavorite: false),
        Landmark(id: 1003, name: "Lookout Ridge", park: "Pine Hollow", isFavorite: true),
        Landmark(id: 1004, name: "Cobalt Falls", park: "Stone Creek", isFavorite: false),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Image(systemName: "photo")
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
            }
        }
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) private var modelData
    let landmarkID: Int

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmarkID })!
    }

    var body: some View {
        @Bindable var modelData = modelData
        let landmark = modelData.landmarks[landmarkIndex]
        let _ = print("detail \(landmark.name), favorite: \(landmark.isFavorite)")
        ScrollView {
            HStack {
                Text(landmark.name)
                    .font(.title)
                FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
            }
            Text(landmark.park)
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { print("detail appeared") }
        .onDisappear { print("detail disappeared") }
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
        let _ = print("list body: \(filteredLandmarks.count) shown")
        NavigationStack {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink(value: landmark.id) {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
            .navigationDestination(for: Int.self) { id in
                LandmarkDetail(landmarkID: id)
            }
        }
    }
}

struct LandmarksRoot: View {
    @State private var modelData = ModelData()

    var body: some View {
        LandmarkList()
            .environment(modelData)
    }
}

:mount LandmarksRoot()
// expect: list body: 4 shown
:toggle "Favorites only"
// expect: list body: 2 shown
:toggle "Favorites only"
// expect: list body: 4 shown
:tap "Heron Marsh"
// expect: detail Heron Marsh, favorite: false
// expect: detail appeared
:tap "Toggle Favorite"
// expect: list body: 4 shown
// expect: detail Heron Marsh, favorite: true
:back
// expect: detail disappeared
:toggle "Favorites only"
// expect: list body: 3 shown
