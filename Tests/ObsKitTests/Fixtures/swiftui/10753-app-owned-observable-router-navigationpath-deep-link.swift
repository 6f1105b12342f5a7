// App-organization style: an app-owned @Observable router with a NavigationPath; a deep-link button replaces the whole path with NavigationPath([...]); a pushed screen pops one level through the router from the environment; onChange on the path reports each change; screens not pushed are never built
import SwiftUI

@Observable
final class MapRouter {
    var path = NavigationPath()
    init() { print("MapRouter init") }
}

struct PlaceScreen: View {
    @Environment(MapRouter.self) private var router
    let name: String

    var body: some View {
        let _ = print("PlaceScreen body: \(name)")
        VStack {
            Text(name)
            Button("Up One Level") { router.path.removeLast() }
        }
    }
}

struct MapRoot: View {
    @Environment(MapRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Button("Show Lisbon Old Town") {
                router.path = NavigationPath(["Portugal", "Lisbon", "Alfama"])
            }
            .navigationDestination(for: String.self) { name in
                PlaceScreen(name: name)
            }
        }
        .onChange(of: router.path) { oldPath, newPath in
            print("path \(oldPath.count) -> \(newPath.count)")
        }
    }
}

@main
struct MapApp: App {
    @State private var router = MapRouter()

    var body: some Scene {
        WindowGroup {
            MapRoot()
                .environment(router)
        }
    }
}

:mount MapApp()
// expect: MapRouter init
:tap "Show Lisbon Old Town"
// expect: PlaceScreen body: Portugal
// expect: PlaceScreen body: Lisbon
// expect: PlaceScreen body: Alfama
// expect: path 0 -> 3
:tap "Up One Level"
// expect: path 3 -> 2
:tap "Up One Level"
// expect: path 2 -> 1
:back
// expect: path 1 -> 0
