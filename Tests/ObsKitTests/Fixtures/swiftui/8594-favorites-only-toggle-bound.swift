// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (a "Favorites only" Toggle bound to @State showFavoritesOnly filters the List through the computed filteredLandmarks: the non-favorite row leaves, comes back, and its NavigationLink pushes its detail)
import SwiftUI

struct Landmark: Hashable, Identifiable {
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
    var landmark: Landmark

    var body: some View {
        VStack(alignment: .leading) {
            Text(landmark.name)
                .font(.title)
            Text(landmark.park)
        }
        .onAppear { print("detail \(landmark.name) in \(landmark.park)") }
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
            .animation(.default, value: filteredLandmarks)
            .onChange(of: filteredLandmarks) { _, shown in
                print("showing \(shown.map(\.name).joined(separator: ", "))")
            }
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

:mount LandmarkList().environment(ModelData())
:toggle "Favorites only"
:toggle "Favorites only"
:tap "Silver Salmon Creek"
// expect: showing Turtle Rock, Chilkoot Trail
// expect: showing Turtle Rock, Silver Salmon Creek, Chilkoot Trail
// expect: detail Silver Salmon Creek in Lake Clark National Park and Preserve
