// Apple, "NavigationLink" (init(_:destination:)), https://developer.apple.com/documentation/swiftui/navigationlink — a list of links whose destinations own a @StateObject: every destination struct is built with the list, but its model is made only when it is pushed, and released when it is popped
// A link's destination view is built in the body that makes the link (its builder is called at once), so each
// detail's init runs with the list; its @StateObject closure and body wait for the push (rules §14.3, §4.2). A pop
// destroys the pushed node and its model deinits (§1.4). Learners read the init lines as "SwiftUI made my detail
// model for every row"; the models say otherwise.
import SwiftUI

final class RecipeModel: ObservableObject {
    let name: String
    init(name: String) {
        self.name = name
        print("RecipeModel \(name) init")
    }
    deinit { print("RecipeModel \(name) deinit") }
}

struct RecipeDetail: View {
    let name: String
    @StateObject private var model: RecipeModel

    init(name: String) {
        self.name = name
        print("RecipeDetail init \(name)")
        _model = StateObject(wrappedValue: RecipeModel(name: name))
    }

    var body: some View {
        let _ = print("RecipeDetail body \(model.name)")
        Text("Recipe: \(model.name)")
    }
}

struct RecipeList: View {
    var body: some View {
        let _ = print("RecipeList body")
        NavigationStack {
            List {
                NavigationLink("Pancakes") {
                    RecipeDetail(name: "Pancakes")
                }
                NavigationLink("Waffles", destination: RecipeDetail(name: "Waffles"))
            }
        }
    }
}

:mount RecipeList()
// expect: RecipeList body
// expect: RecipeDetail init Pancakes
// expect: RecipeDetail init Waffles
:tap "Pancakes"
// expect: RecipeModel Pancakes init
// expect: RecipeDetail body Pancakes
:back
// expect: RecipeModel Pancakes deinit
:tap "Waffles"
// expect: RecipeModel Waffles init
// expect: RecipeDetail body Waffles
:back
// expect: RecipeModel Waffles deinit
