// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (LandmarksApp keeps `@State private var modelData = ModelData()` and injects it with .environment(modelData); ContentView reads it with @Environment(ModelData.self) and follows changes to it)
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
    ]

    init() { print("ModelData init") }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
        }
    }
}

struct ContentView: View {
    @Environment(ModelData.self) var modelData

    var favoriteCount: Int {
        modelData.landmarks.filter(\.isFavorite).count
    }

    var body: some View {
        @Bindable var modelData = modelData

        VStack {
            Text("\(favoriteCount) favorites")
            FavoriteButton(isSet: $modelData.landmarks[1].isFavorite)
        }
        .onChange(of: favoriteCount) { oldValue, newValue in
            print("favorites: \(oldValue) -> \(newValue)")
        }
    }
}

@main
struct LandmarksApp: App {
    @State private var modelData = ModelData()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(modelData)
        }
    }
}

:mount LandmarksApp()
:tap "Toggle Favorite"
:tap "Toggle Favorite"
// expect: ModelData init
// expect: favorites: 1 -> 2
// expect: favorites: 2 -> 1
