// Stack Overflow Q&A style: "NavigationStack with a path array of values": an @Observable router holds [String]; links append, a button deep-links two screens at once, :back pops one, a pushed screen pops to root through the router from the environment; the root's body reads the path, pushed screens build only when pushed (rules §15.12, §14.3, §8.5, §2.5)
import SwiftUI

@Observable
final class Router {
    var path: [String] = []
}

struct RecipeDetail: View {
    let name: String
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("RecipeDetail body: \(name)")
        VStack {
            Text(name)
            NavigationLink("Bread", value: "Bread")
            Button("Pop to root") { router.path.removeAll() }
        }
    }
}

struct RecipeBook: View {
    @State private var router = Router()

    var body: some View {
        @Bindable var router = router
        let _ = print("RecipeBook body: path=\(router.path)")
        NavigationStack(path: $router.path) {
            List {
                NavigationLink("Soup", value: "Soup")
                Button("Jump to Soup > Bread") { router.path = ["Soup", "Bread"] }
            }
            .navigationDestination(for: String.self) { name in
                RecipeDetail(name: name)
            }
        }
        .environment(router)
    }
}

:mount RecipeBook()
// expect: RecipeBook body: path=[]
:tap "Soup"
// expect: RecipeBook body: path=["Soup"]
// expect: RecipeDetail body: Soup
:tap "Bread"
// expect: RecipeBook body: path=["Soup", "Bread"]
// expect: RecipeDetail body: Bread
:back
// expect: RecipeBook body: path=["Soup"]
:tap "Pop to root"
// expect: RecipeBook body: path=[]
:tap "Jump to Soup > Bread"
// expect: RecipeBook body: path=["Soup", "Bread"]
// expect: RecipeDetail body: Soup
// expect: RecipeDetail body: Bread
