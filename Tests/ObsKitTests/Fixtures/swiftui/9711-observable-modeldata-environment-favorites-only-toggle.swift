// Apple Landmarks "Handling user input" style: an @Observable ModelData in the environment, a "Favorites only" Toggle filtering the list, and a FavoriteButton in the detail bound with $modelData.landmarks[index].isFavorite through a local @Bindable
import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    var name: String
    var park: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", isFavorite: true),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        let _ = print("FavoriteButton body: \(isSet)")
        Button(isSet ? "Unfavorite" : "Favorite") {
            isSet.toggle()
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        let _ = print("LandmarkRow body: \(landmark.name)\(landmark.isFavorite ? " *" : "")")
        HStack {
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
            }
        }
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
        let _ = print("LandmarkDetail body: \(landmark.name)")
        ScrollView {
            HStack {
                Text(landmark.name)
                FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
            }
            Text(landmark.park)
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
        let _ = print("LandmarkList body: \(filteredLandmarks.count) shown")
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

:mount LandmarkList().environment(ModelData())
// expect: LandmarkList body: 3 shown
// expect: LandmarkRow body: Turtle Rock *
// expect: LandmarkRow body: Silver Salmon Creek
// expect: LandmarkRow body: Chilkoot Trail *
:toggle "Favorites only"
// expect: LandmarkList body: 2 shown
:toggle "Favorites only"
// expect: LandmarkList body: 3 shown
// expect: LandmarkRow body: Silver Salmon Creek
:tap "Silver Salmon Creek"
// expect: LandmarkDetail body: Silver Salmon Creek
// expect: FavoriteButton body: false
:tap "Favorite"
// expect: LandmarkList body: 3 shown
// expect: LandmarkRow body: Silver Salmon Creek *
// expect: LandmarkDetail body: Silver Salmon Creek
// expect: FavoriteButton body: true
:back
:toggle "Favorites only"
// expect: LandmarkList body: 3 shown
