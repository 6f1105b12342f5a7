// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/fruta-building-a-feature-rich-app-with-swiftui (AppTabNavigation: on iPhone each tab has its own NavigationStack, selected with TabView(selection:))
// Fruta's iPhone layout is a TabView bound to `@State private var selection: Tab = .menu`, each tab a
// NavigationStack (Menu, Favorites). The menu pushes a smoothie's detail with NavigationLink(value:) and
// navigationDestination(for: Smoothie.self).
// - A pushed detail belongs to the Menu tab's stack. Switching to Favorites hides it (onDisappear);
//   switching back shows the same detail again (onAppear), still pushed.
// - Back pops it for good.
import SwiftUI

struct Smoothie: Identifiable, Hashable {
    var id: String
    var title: String

    static let all = [
        Smoothie(id: "berry-blue", title: "Berry Blue"),
        Smoothie(id: "carrot-chops", title: "Carrot Chops"),
        Smoothie(id: "kiwi-cutie", title: "Kiwi Cutie"),
    ]
}

struct SmoothieView: View {
    var smoothie: Smoothie

    var body: some View {
        Text(smoothie.title)
            .navigationTitle(smoothie.title)
            .onAppear { print("\(smoothie.title) appears") }
            .onDisappear { print("\(smoothie.title) disappears") }
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
    var body: some View {
        List {
            Text("No favorites yet")
        }
        .navigationTitle("Favorites")
    }
}

struct AppTabNavigation: View {
    enum Tab {
        case menu
        case favorites
    }

    @State private var selection: Tab = .menu

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                SmoothieMenu()
            }
            .tabItem {
                Label("Menu", systemImage: "list.bullet")
            }
            .tag(Tab.menu)

            NavigationStack {
                FavoriteSmoothies()
            }
            .tabItem {
                Label("Favorites", systemImage: "heart")
            }
            .tag(Tab.favorites)
        }
    }
}

:mount AppTabNavigation()
:tap "Kiwi Cutie"
// expect: Kiwi Cutie appears
:tab "Favorites"
// expect: Kiwi Cutie disappears
:tab "Menu"
// expect: Kiwi Cutie appears
:back
// expect: Kiwi Cutie disappears
