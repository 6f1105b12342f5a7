// Apple, SwiftUI Landmarks tutorial, "Handling user input" (Observation version), https://developer.apple.com/tutorials/swiftui/handling-user-input — an @Observable ModelData with an array of Landmark structs in the environment; LandmarkList filters with a favorites-only @State toggle; LandmarkDetail binds FavoriteButton to `$modelData.landmarks[landmarkIndex].isFavorite` through a local @Bindable
// The tutorial: "LandmarkDetail ... @Bindable var modelData = modelData" and
// `FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)`; the list's `filteredLandmarks` reads
// `showFavoritesOnly` and `modelData.landmarks`, so a favorite set in the detail changes the list. A write to one
// element sets `landmarks` (rules §8.1, §15.1); rows get Landmark values and re-run only when theirs changed
// (Landmark is Hashable, so compared with ==; rules §2.2, §2.3). Data: three landmarks of landmarkData.json.
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
        let _ = print("row \(landmark.name)\(landmark.isFavorite ? " ★" : "")")
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

        ScrollView {
            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }
                Text(landmark.park)
            }
            .padding()
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
        let _ = print("list: \(filteredLandmarks.count) shown")
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
            .animation(.default, value: filteredLandmarks)
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
// expect: list: 3 shown
// expect: row Turtle Rock ★
// expect: row Silver Salmon Creek
// expect: row Chilkoot Trail ★
:toggle "Favorites only"
// expect: list: 2 shown
:toggle "Favorites only"
// expect: list: 3 shown
// expect: row Silver Salmon Creek
:tap "Silver Salmon Creek"
:tap "Toggle Favorite"
:back
// expect: list: 3 shown
// expect: row Silver Salmon Creek ★
:toggle "Favorites only"
// expect: list: 3 shown
