// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (a landmark made a favorite in its detail view through FavoriteButton's binding shows up in the list once "Favorites only" is on; the detail view finds its landmark with firstIndex(where:))
import SwiftUI

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", isFavorite: true),
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
        }
        .onAppear {
            print("appear \(landmark.name) favorite=\(modelData.landmarks[landmarkIndex].isFavorite)")
        }
        .onDisappear { print("disappear \(landmark.name)") }
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
:tap "Silver Salmon Creek"
:tap "Toggle Favorite"
:back
:toggle "Favorites only"
:tap "Silver Salmon Creek"
// expect: appear Silver Salmon Creek favorite=false
// expect: disappear Silver Salmon Creek
// expect: appear Silver Salmon Creek favorite=true
