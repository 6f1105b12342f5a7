// Landmarks tutorial ("Handling user input": a showFavoritesOnly Toggle filters the list; FavoriteButton's @Binding to $modelData.landmarks[landmarkIndex].isFavorite through a local @Bindable; ModelData is @Observable in the environment; NavigationSplitView collapsed as on iPhone); SEMANTICS §8, §9, §14 (the list, hidden under the pushed detail, prints the one change once, whether now or at the pop)
import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    let park: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1001, name: "Granite Arch", park: "Red Rock Park", isFavorite: false),
        Landmark(id: 1002, name: "Fern Falls", park: "Mossy Hollow", isFavorite: true),
        Landmark(id: 1003, name: "Mirror Lake", park: "Alpine Basin", isFavorite: false),
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
                .resizable()
                .frame(width: 50, height: 50)
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
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Divider()
                Text("About \(landmark.name)")
                    .font(.title2)
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
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        let favorites = modelData.landmarks.filter(\.isFavorite).count
        let _ = print("list: \(filteredLandmarks.map(\.name).joined(separator: ", ")) (\(favorites) favorites)")
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

struct LandmarksContentView: View {
    @State private var modelData = ModelData()

    var body: some View {
        LandmarkList()
            .environment(modelData)
    }
}

:mount LandmarksContentView()
:toggle "Favorites only"
:toggle "Favorites only"
:tap "Granite Arch"
:tap "Toggle Favorite"
:back
:toggle "Favorites only"

// expect: list: Granite Arch, Fern Falls, Mirror Lake (1 favorites)
// expect: list: Fern Falls (1 favorites)
// expect: list: Granite Arch, Fern Falls, Mirror Lake (1 favorites)
// expect: list: Granite Arch, Fern Falls, Mirror Lake (2 favorites)
// expect: list: Granite Arch, Fern Falls (2 favorites)
