// SwiftUI from Apple's Landmarks tutorial, "Handling user input": https://developer.apple.com/tutorials/swiftui/handling-user-input (LandmarkList filters with a @State toggle; LandmarkDetail's FavoriteButton writes modelData.landmarks through @Bindable and the list below the pushed detail runs again)
// The tutorial keeps the landmarks in an @Observable ModelData put in the environment; LandmarkList reads
// `modelData.landmarks` and a @State `showFavoritesOnly` bound to a Toggle; LandmarkDetail finds its
// landmark's index and passes `$modelData.landmarks[landmarkIndex].isFavorite` (through a local `@Bindable
// var modelData = modelData`) to FavoriteButton's @Binding. The tutorial claims:
// - Toggling "Favorites only" filters the list to the favorites.
// - The favorite button changes the model itself, so the list reflects it: the list's body read
//   `landmarks`, and runs again even while the detail covers it.
import SwiftUI

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", isFavorite: true),
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
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
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

        VStack(alignment: .leading) {
            HStack {
                Text(landmark.name)
                    .font(.title)
                FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
            }
            Text(landmark.park)
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
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
        let _ = print("list: \(filteredLandmarks.map(\.name).joined(separator: ", "))")
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

struct LandmarksApp: App {
    @State private var modelData = ModelData()

    var body: some Scene {
        WindowGroup {
            LandmarkList()
                .environment(modelData)
        }
    }
}

:mount LandmarksApp()
// expect: list: Turtle Rock, Silver Salmon Creek, Chilkoot Trail
:toggle "Favorites only"
// expect: list: Turtle Rock, Chilkoot Trail
:toggle "Favorites only"
// expect: list: Turtle Rock, Silver Salmon Creek, Chilkoot Trail
:tap "Turtle Rock"
:tap "Toggle Favorite"
// expect: list: Turtle Rock, Silver Salmon Creek, Chilkoot Trail
:back
:toggle "Favorites only"
// expect: list: Chilkoot Trail
