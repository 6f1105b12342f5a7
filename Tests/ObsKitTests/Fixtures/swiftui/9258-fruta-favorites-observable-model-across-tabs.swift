// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/fruta-building-a-feature-rich-app-with-swiftui (the shared Model's favorite smoothie IDs, toggled from a smoothie's detail and listed in the Favorites tab)
// Fruta keeps the favourite smoothie IDs in its app-wide Model, handed to every view through the
// environment; the detail's toolbar button toggles the smoothie, and the Favorites tab lists the
// favourites. Here the model is @Observable (read with @Environment(Model.self)), the Food Truck-era style.
// - The detail reads whether its smoothie is a favourite, so toggling runs it again.
// - The Favorites tab is not on screen until selected; when it appears it lists what the model holds.
import SwiftUI
import Observation

struct Smoothie: Identifiable, Hashable {
    var id: String
    var title: String

    static let all = [
        Smoothie(id: "berry-blue", title: "Berry Blue"),
        Smoothie(id: "carrot-chops", title: "Carrot Chops"),
        Smoothie(id: "kiwi-cutie", title: "Kiwi Cutie"),
    ]
}

@Observable
final class Model {
    var favoriteSmoothieIDs = Set<Smoothie.ID>()

    func toggleFavorite(smoothieID: Smoothie.ID) {
        if favoriteSmoothieIDs.contains(smoothieID) {
            favoriteSmoothieIDs.remove(smoothieID)
        } else {
            favoriteSmoothieIDs.insert(smoothieID)
        }
    }

    func isFavorite(smoothie: Smoothie) -> Bool {
        favoriteSmoothieIDs.contains(smoothie.id)
    }
}

struct SmoothieView: View {
    var smoothie: Smoothie
    @Environment(Model.self) private var model

    var isFavorite: Bool { model.isFavorite(smoothie: smoothie) }

    var body: some View {
        let _ = print("detail \(smoothie.title): \(isFavorite ? "favorite" : "not favorite")")
        Text(smoothie.title)
            .navigationTitle(smoothie.title)
            .toolbar {
                Button {
                    model.toggleFavorite(smoothieID: smoothie.id)
                } label: {
                    Label("Favorite", systemImage: isFavorite ? "heart.fill" : "heart")
                }
            }
    }
}

struct SmoothieMenu: View {
    var body: some View {
        List(Smoothie.all) { smoothie in
            NavigationLink(smoothie.title, value: smoothie)
        }
        .navigationTitle("Menu")
        .navigationDestination(for: Smoothie.self) { smoothie in
            SmoothieView(smoothie: smoothie)
        }
    }
}

struct FavoriteSmoothies: View {
    @Environment(Model.self) private var model

    var favoriteSmoothies: [Smoothie] {
        Smoothie.all.filter { model.favoriteSmoothieIDs.contains($0.id) }
    }

    var body: some View {
        List(favoriteSmoothies) { smoothie in
            Text(smoothie.title)
        }
        .navigationTitle("Favorites")
        .onAppear {
            print("favorites: \(favoriteSmoothies.map(\.title).joined(separator: ", "))")
        }
    }
}

struct FrutaApp: View {
    @State private var model = Model()
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                SmoothieMenu()
            }
            .tabItem { Label("Menu", systemImage: "list.bullet") }
            .tag(0)

            NavigationStack {
                FavoriteSmoothies()
            }
            .tabItem { Label("Favorites", systemImage: "heart") }
            .tag(1)
        }
        .environment(model)
    }
}

:mount FrutaApp()
:tap "Berry Blue"
// expect: detail Berry Blue: not favorite
:tap "Favorite"
// expect: detail Berry Blue: favorite
:back
:tap "Kiwi Cutie"
// expect: detail Kiwi Cutie: not favorite
:tap "Favorite"
// expect: detail Kiwi Cutie: favorite
:tab "Favorites"
// expect: favorites: Berry Blue, Kiwi Cutie
