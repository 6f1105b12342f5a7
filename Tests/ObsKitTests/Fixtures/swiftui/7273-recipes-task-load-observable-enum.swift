// Recipes: the "load on appear" pattern of Apple's concurrency tutorials, own code: a `@MainActor @Observable` view
// model with `func load() async`, a loading/loaded/failed enum, and `.task { await model.load() }`; the loader
// sleeps a second on the virtual clock.
// What SwiftUI does: the `@State` initial value is made when the view struct is made (rules §3.1), the body runs,
// then the task starts after the update (rules §11.3; tasks run after the flush and its appearance callbacks,
// rules §10.1). The task's first write (`.loading`) happens before its first await, so the body runs again in the
// same turn (rules §8.3, §10.1). One second later the load finishes and the body, which read `state`, runs once more
// (rules §8). `:unmount` releases the state, and the model deinits (rules §1.4).
// Sources: rules §1.4, §3.1, §8, §10.1, §11.3;
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
// https://developer.apple.com/documentation/observation/observable()
import SwiftUI

enum RecipeLoadState: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)

    var label: String {
        switch self {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let recipes): return "loaded \(recipes.count)"
        case .failed(let message): return "failed (\(message))"
        }
    }
}

struct RecipeService {
    func fetchRecipes() async throws -> [String] {
        try await Task.sleep(for: .seconds(1))
        return ["Shakshuka", "Miso ramen"]
    }
}

@MainActor
@Observable
final class RecipeListModel {
    var state: RecipeLoadState = .idle
    private let service = RecipeService()

    init() { print("RecipeListModel init") }
    deinit { print("RecipeListModel deinit") }

    func load() async {
        print("load: start")
        state = .loading
        do {
            let recipes = try await service.fetchRecipes()
            state = .loaded(recipes)
            print("load: got \(recipes.count) recipes")
        } catch {
            state = .failed(error.localizedDescription)
            print("load: failed")
        }
    }
}

struct RecipeListView: View {
    @State private var model = RecipeListModel()

    var body: some View {
        let _ = print("RecipeListView body: \(model.state.label)")
        VStack {
            switch model.state {
            case .idle, .loading:
                ProgressView("Loading recipes")
            case .loaded(let recipes):
                List(recipes, id: \.self) { recipe in
                    Text(recipe)
                }
            case .failed(let message):
                Text(message)
            }
        }
        .task {
            await model.load()
        }
    }
}

:mount RecipeListView()
// expect: RecipeListModel init
// expect: RecipeListView body: idle
// expect: load: start
// expect: RecipeListView body: loading
:advance 1s
// expect: load: got 2 recipes
// expect: RecipeListView body: loaded 2
:unmount
// expect: RecipeListModel deinit
