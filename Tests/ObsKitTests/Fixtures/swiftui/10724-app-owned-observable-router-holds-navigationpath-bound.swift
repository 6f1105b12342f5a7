// App-organization style: an app-owned @Observable router holds a NavigationPath bound to NavigationStack(path:) through a local @Bindable; a deep-link button sets the path; making $router.path reads it, so the root re-runs at each push and pop; the pushed screen's own model goes with it
import SwiftUI

@Observable
final class Router {
    var path = NavigationPath()
    init() { print("Router init") }
}

@Observable
final class RecipeDetailModel {
    let id: Int
    var servings = 2
    init(id: Int) {
        self.id = id
        print("RecipeDetailModel init \(id)")
    }
    deinit { print("RecipeDetailModel deinit \(id)") }
}

struct RecipeDetail: View {
    @State private var model: RecipeDetailModel

    init(id: Int) {
        _model = State(initialValue: RecipeDetailModel(id: id))
    }

    var body: some View {
        let _ = print("RecipeDetail body: recipe \(model.id), serves \(model.servings)")
        VStack {
            Text("Recipe \(model.id)")
            Button("More Servings") { model.servings += 1 }
        }
    }
}

struct RecipesRoot: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("RecipesRoot body: depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            List {
                NavigationLink("Pancakes", value: 1)
                Button("Open Recipe 7") { router.path.append(7) }
            }
            .navigationDestination(for: Int.self) { id in
                RecipeDetail(id: id)
            }
        }
    }
}

@main
struct RecipesApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RecipesRoot()
                .environment(router)
        }
    }
}

:mount RecipesApp()
// expect: Router init
// expect: RecipesRoot body: depth 0
:tap "Open Recipe 7"
// expect: RecipesRoot body: depth 1
// expect: RecipeDetailModel init 7
// expect: RecipeDetail body: recipe 7, serves 2
:tap "More Servings"
// expect: RecipeDetail body: recipe 7, serves 3
:back
// expect: RecipesRoot body: depth 0
// expect: RecipeDetailModel deinit 7
:tap "Pancakes"
// expect: RecipesRoot body: depth 1
// expect: RecipeDetailModel init 1
// expect: RecipeDetail body: recipe 1, serves 2
