// Navigation in apps: a file browser whose every folder screen shows the stack depth read from an @Observable router in the environment.
// Each screen's body read `router.path.count`, so every screen still alive, covered ones included, runs again at each push
// and pop, parents before children (rules §8.3, §14.3, §2.8); a popped screen is gone and does not (rules §1.4). The root
// made `$router.path`, which reads it (rules §8.5).
import SwiftUI

@Observable final class FolderRouter {
    var path: [String] = []
}

struct FolderView: View {
    let name: String
    @Environment(FolderRouter.self) private var router
    private let children = ["Home": "Documents", "Documents": "Drafts"]

    var body: some View {
        let _ = print("FolderView body \(name), depth \(router.path.count)")
        VStack {
            Text("\(name) (depth \(router.path.count))")
            if let child = children[name] {
                Button("Open \(child)") { router.path.append(child) }
            }
        }
    }
}

struct Files: View {
    @State private var router = FolderRouter()

    var body: some View {
        @Bindable var router = router
        let _ = print("Files body")
        NavigationStack(path: $router.path) {
            FolderView(name: "Home")
                .navigationDestination(for: String.self) { name in
                    FolderView(name: name)
                }
        }
        .environment(router)
    }
}

:mount Files()
// expect: Files body
// expect: FolderView body Home, depth 0
:tap "Open Documents"
// expect: Files body
// expect: FolderView body Home, depth 1
// expect: FolderView body Documents, depth 1
:tap "Open Drafts"
// expect: Files body
// expect: FolderView body Home, depth 2
// expect: FolderView body Documents, depth 2
// expect: FolderView body Drafts, depth 2
:back
// expect: Files body
// expect: FolderView body Home, depth 1
// expect: FolderView body Documents, depth 1
