// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable @MainActor model loaded from .task: idle, loading, loaded)
// What SwiftUI does: the body reads `phase`, so each change of it updates the view ("SwiftUI updates a view when an
// observable property the body reads changes"). The task starts after the first body
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)); `.loading` is shown while the load
// sleeps, `.loaded` after it.
import SwiftUI

enum LoadPhase: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

@MainActor
@Observable
final class RecipeStore {
    var phase: LoadPhase = .idle

    func load() async {
        phase = .loading
        print("store: loading")
        try? await Task.sleep(for: .seconds(1))
        phase = .loaded(["Soup", "Salad"])
        print("store: loaded")
    }
}

struct RecipesView: View {
    @State private var store = RecipeStore()

    private var label: String {
        switch store.phase {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let recipes): return "loaded \(recipes.count)"
        case .failed(let reason): return "failed \(reason)"
        }
    }

    var body: some View {
        let _ = print("body: \(label)")
        VStack {
            switch store.phase {
            case .idle, .loading:
                ProgressView()
            case .loaded(let recipes):
                ForEach(recipes, id: \.self) { Text($0) }
            case .failed(let reason):
                Text(reason)
            }
        }
        .task { await store.load() }
    }
}

:mount RecipesView()
// expect: body: idle
// expect: store: loading
// expect: body: loading
:advance 1s
// expect: store: loaded
// expect: body: loaded 2
