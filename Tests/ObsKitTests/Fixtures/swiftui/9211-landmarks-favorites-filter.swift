// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (filtering the landmark list with a "Favorites only" toggle)
// Adapted from Apple's Landmarks tutorial: the list keeps `showFavoritesOnly` in @State and computes
// `filteredLandmarks` from it; a Toggle sits in the List above the ForEach of filtered rows, each a
// NavigationLink. Turning the toggle on drops the one landmark that isn't a favourite: its row goes away
// (onDisappear), the others stay. Turning it off brings a new row for it (onAppear).
import SwiftUI

struct Landmark: Identifiable {
    var id: Int
    var name: String
    var isFavorite: Bool
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
        .onAppear { print("show \(landmark.name)") }
        .onDisappear { print("hide \(landmark.name)") }
    }
}

struct LandmarkList: View {
    private let landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", isFavorite: true),
    ]
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        landmarks.filter { landmark in
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
                        Text(landmark.name)
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

:mount LandmarkList()
// expect: show Turtle Rock
// expect: show Silver Salmon Creek
// expect: show Chilkoot Trail
:toggle "Favorites only"
// expect: hide Silver Salmon Creek
:toggle "Favorites only"
// expect: show Silver Salmon Creek
