// Hacking with Swift style tab app: an @Observable AppModel in the root's @State, shared with .environment(model); on iOS 18 a tab's body first runs when it is shown, and only tabs that read favorites run again when it changes
import SwiftUI

@Observable
final class AppModel {
    var favorites: [String] = []
    var username = "Guest"

    init() { print("AppModel init") }
}

struct BrowseTab: View {
    @Environment(AppModel.self) private var model
    private let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        let _ = print("BrowseTab body")
        List(fruits, id: \.self) { fruit in
            Button("Favorite \(fruit)") {
                model.favorites.append(fruit)
                print("favorited \(fruit)")
            }
        }
        .onAppear { print("Browse appeared") }
        .onDisappear { print("Browse disappeared") }
    }
}

struct FavoritesTab: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        let _ = print("FavoritesTab body: \(model.favorites.count) favorites")
        List(model.favorites, id: \.self) { name in
            Text(name)
        }
        .onAppear { print("Favorites appeared") }
        .onDisappear { print("Favorites disappeared") }
    }
}

struct ProfileTab: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        @Bindable var model = model
        let _ = print("ProfileTab body: \(model.username)")
        Form {
            TextField("Name", text: $model.username)
        }
    }
}

struct MainTabView: View {
    @State private var model = AppModel()

    var body: some View {
        let _ = print("MainTabView body")
        TabView {
            BrowseTab()
                .tabItem { Label("Browse", systemImage: "list.bullet") }
            FavoritesTab()
                .tabItem { Label("Favorites", systemImage: "star") }
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
        }
        .environment(model)
    }
}

:mount MainTabView()
// expect: AppModel init
// expect: MainTabView body
// expect: BrowseTab body
// expect: Browse appeared
:tap "Favorite Apple"
// expect: favorited Apple
:tap "Favorite Cherry"
// expect: favorited Cherry
:tab "Favorites"
// expect: FavoritesTab body: 2 favorites
// expect: Browse disappeared
// expect: Favorites appeared
:tab "Browse"
// expect: Favorites disappeared
// expect: Browse appeared
:tap "Favorite Banana"
// expect: favorited Banana
// expect: FavoritesTab body: 3 favorites
:tab "Profile"
// expect: ProfileTab body: Guest
// expect: Browse disappeared
:clear "Name"
// expect: ProfileTab body: 
:type "Kim" into "Name"
// expect: ProfileTab body: K
// expect: ProfileTab body: Ki
// expect: ProfileTab body: Kim
