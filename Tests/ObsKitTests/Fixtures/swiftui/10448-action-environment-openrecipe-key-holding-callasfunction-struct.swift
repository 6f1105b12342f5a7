// environment and custom wrappers style: an action in the environment (an \.openRecipe key holding a callAsFunction struct, as \.openURL and \.dismiss are); rows below the .environment call the parent's closure, which writes the parent's @State; a row outside it gets the key's default action (rules §14.2, §3.4)
import SwiftUI

struct OpenRecipeAction {
    let handler: (String) -> Void

    func callAsFunction(_ name: String) {
        handler(name)
    }
}

extension EnvironmentValues {
    @Entry var openRecipe: OpenRecipeAction = OpenRecipeAction { name in
        print("no handler for \(name)")
    }
}

struct RecipeRow: View {
    let name: String
    @Environment(\.openRecipe) private var openRecipe

    var body: some View {
        Button(name) { openRecipe(name) }
    }
}

struct RecipeList: View {
    @State private var opened: [String] = []

    var body: some View {
        let _ = print("RecipeList body: opened \(opened.count)")
        VStack {
            VStack {
                RecipeRow(name: "Pancakes")
                RecipeRow(name: "Soup")
            }
            .environment(\.openRecipe, OpenRecipeAction { name in
                print("opening \(name)")
                opened.append(name)
            })
            RecipeRow(name: "Salad")
        }
    }
}

:mount RecipeList()
// expect: RecipeList body: opened 0
:tap "Pancakes"
// expect: opening Pancakes
// expect: RecipeList body: opened 1
:tap "Salad"
// expect: no handler for Salad
:tap "Soup"
// expect: opening Soup
// expect: RecipeList body: opened 2
