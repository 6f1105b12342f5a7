// Follows Apple's `Scene/onChange(of:initial:_:)` page
// (https://developer.apple.com/documentation/swiftui/scene/onchange(of:initial:_:)): an App reads
// `@Environment(\.scenePhase)` and attaches onChange to its WindowGroup, as the page's cache-clearing example does.
// - Read in an App, the phase is the aggregate of the app's scenes (Apple `scenephase`); the one simulated scene is
//   in the foreground, `.active`, and no ObsREPL command changes it (rules §15.17).
// - With `initial: true` the action runs once "when this scene initially appears"; it runs again only when the
//   value changes, which never happens here (Apple, same page).
// - The window's view prints only from its action: the order of the scene's first action against the content's
//   first body is not documented, so nothing else prints at launch.
import SwiftUI

final class ThumbnailCache {
    var entries = 12
    func clear() { entries = 0 }
}

struct GalleryApp: App {
    @Environment(\.scenePhase) private var scenePhase
    private let cache = ThumbnailCache()

    init() { print("GalleryApp init") }

    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
        .onChange(of: scenePhase, initial: true) {
            if scenePhase == .background {
                cache.clear()
            }
            print("scene phase changed: active \(scenePhase == .active), cache \(cache.entries)")
        }
    }
}

struct GalleryView: View {
    @State private var opened = 0

    var body: some View {
        VStack {
            Text("Opened \(opened)")
            Button("Open photo") {
                opened += 1
                print("opened photo \(opened)")
            }
        }
    }
}

:mount GalleryApp()
// expect: GalleryApp init
// expect: scene phase changed: active true, cache 12
:tap "Open photo"
// expect: opened photo 1
:tap "Open photo"
// expect: opened photo 2
