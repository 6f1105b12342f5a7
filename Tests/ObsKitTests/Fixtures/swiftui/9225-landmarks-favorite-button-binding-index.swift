// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (FavoriteButton bound to `$modelData.landmarks[landmarkIndex].isFavorite`)
// Adapted from Apple's Landmarks tutorial: ModelData is @Observable and put in the environment; the detail
// view finds its landmark's index with `firstIndex(where:)` and passes FavoriteButton a binding into the
// array element through a local `@Bindable var modelData`. The list filters favourites with a toggle.
// - Opening Silver Salmon Creek shows the button empty ("star"); tapping it writes the element in the
//   model, and the button runs again ("star.fill").
// - Back on the list, "Favorites only" now keeps Silver Salmon Creek (the onChange prints what is kept).
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
        Landmark(id: 1003, name: "Chilkoot Trail", isFavorite: false),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        let _ = print("favorite button: \(isSet ? "star.fill" : "star")")
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
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

        HStack {
            Text(landmark.name)
                .font(.title)
            FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
        }
    }
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
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        Text(landmark.name)
                    }
                }
            }
            .navigationTitle("Landmarks")
            .onChange(of: showFavoritesOnly) {
                print("showing: \(filteredLandmarks.map(\.name).joined(separator: ", "))")
            }
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
:tap "Silver Salmon Creek"
// expect: favorite button: star
:tap "Toggle Favorite"
// expect: favorite button: star.fill
:back
:toggle "Favorites only"
// expect: showing: Turtle Rock, Silver Salmon Creek
