// Apple Landmarks tutorial style (updated to Observation): a favorites filter, rows that appear and disappear with it, and a detail that makes its FavoriteButton binding from a local @Bindable of the environment's model; a tap re-runs the list, the detail and the button (rules §14.2, §8.5, §11.1, §15.7)
import SwiftUI

struct Landmark: Identifiable, Equatable {
    let id: Int
    let name: String
    let park: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree", isFavorite: false),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", isFavorite: true),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        let _ = print("FavoriteButton body: \(isSet)")
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
            }
        }
        .onAppear { print("row \(landmark.name) appeared") }
        .onDisappear { print("row \(landmark.name) disappeared") }
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
// expect: row Turtle Rock appeared
// expect: row Silver Salmon Creek appeared
// expect: row Chilkoot Trail appeared
:toggle "Favorites only"
// expect: LandmarkList body: 1 shown
// expect: row Turtle Rock disappeared
// expect: row Silver Salmon Creek disappeared
:toggle "Favorites only"
// expect: LandmarkList body: 3 shown
// expect: row Turtle Rock appeared
// expect: row Silver Salmon Creek appeared
:tap "Turtle Rock"
// expect: LandmarkDetail body: Turtle Rock
// expect: FavoriteButton body: false
// expect: row Turtle Rock disappeared
// expect: row Silver Salmon Creek disappeared
// expect: row Chilkoot Trail disappeared
:tap "Toggle Favorite"
// expect: LandmarkList body: 3 shown
// expect: LandmarkDetail body: Turtle Rock
// expect: FavoriteButton body: true
