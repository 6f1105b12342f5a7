// Landmarks tutorial ("Handling user input"): an @Observable ModelData in the environment, a list
// filtered by a @State showFavoritesOnly Toggle, a FavoriteButton with @Binding, and a detail view that
// makes a local @Bindable from @Environment(ModelData.self) to bind to an array element.
// Expected: toggling "Show Favorites Only" re-runs LandmarkList and hides non-favourites; tapping the
// favourite button in the detail writes through the binding into modelData.landmarks, so the list (which
// read modelData.landmarks) re-renders with the new favourite set.
// Source: https://developer.apple.com/tutorials/swiftui/handling-user-input ;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks: [Landmark] = load("""
    [{"id": 1001, "name": "Turtle Rock", "park": "Joshua Tree National Park", "isFavorite": true},
     {"id": 1002, "name": "Silver Salmon Creek", "park": "Lake Clark National Park and Preserve", "isFavorite": false},
     {"id": 1003, "name": "Chilkoot Trail", "park": "Klondike Gold Rush National Historical Park", "isFavorite": true}]
    """)
}

func load<T: Decodable>(_ json: String) -> T {
    let data = json.data(using: .utf8)!
    do {
        let decoder = JSONDecoder()
        return try decoder.decode(T.self, from: data)
    } catch {
        fatalError("Couldn't parse as \(T.self):\n\(error)")
    }
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
        let _ = Self._printChanges()
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

#Preview {
    LandmarkList()
        .environment(ModelData())
}

:preview
:toggle "Favorites only"
:tree
:toggle "Favorites only"
:tap "Silver Salmon Creek"
:tap "Toggle Favorite"
:back
:toggle "Favorites only"
:tree

// expect: LandmarkList: @self, @identity, _modelData, _showFavoritesOnly changed.
// expect: LandmarkList: _showFavoritesOnly changed.
// expect: Preview(1)#1
// expect:   LandmarkList#2  .environment
// expect:     NavigationStack
// expect:       List  .animation .navigationTitle
// expect:         Toggle "Favorites only" = true
// expect:         row #3
// expect:           NavigationLink "Turtle Rock"
// expect:         row #5
// expect:           NavigationLink "Chilkoot Trail"
// expect: LandmarkList: _showFavoritesOnly changed.
// expect: LandmarkList: @dependencies changed.
// expect: LandmarkList: _showFavoritesOnly changed.
// expect: Preview(1)#1
// expect:   LandmarkList#2  .environment
// expect:     NavigationStack
// expect:       List  .animation .navigationTitle
// expect:         Toggle "Favorites only" = true
// expect:         row #3
// expect:           NavigationLink "Turtle Rock"
// expect:         row #9
// expect:           NavigationLink "Silver Salmon Creek"
// expect:         row #5
// expect:           NavigationLink "Chilkoot Trail"
