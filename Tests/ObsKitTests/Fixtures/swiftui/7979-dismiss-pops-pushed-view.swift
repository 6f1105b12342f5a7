// Style: Hacking with Swift style tutorial. `@Environment(\.dismiss)` in a view pushed onto a NavigationStack pops it (rules §15.12; Apple
// `dismissaction`: "If you call the dismiss action from a view in a navigation stack, it pops the view"). `navigationDestination(for:)` builds
// the destination on push (rules §14.3); the pop destroys its node, so its onDisappear runs (rules §11.1) and a second push makes a new one,
// whose @State starts over (rules §1.4). `\.isPresented` is true in a pushed view (rules §15.17).
import SwiftUI

struct RecipeDetail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var servings = 2

    var body: some View {
        let _ = print("RecipeDetail body: \(name), \(servings) servings, presented \(isPresented)")
        VStack {
            Button("More servings") { servings += 1 }
            Button("Back to list") { dismiss() }
        }
        .onDisappear { print("RecipeDetail disappeared") }
    }
}

struct RecipeList: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Pancakes", value: "Pancakes")
            }
            .navigationDestination(for: String.self) { name in
                RecipeDetail(name: name)
            }
        }
    }
}

:mount RecipeList()
:tap "Pancakes"
// expect: RecipeDetail body: Pancakes, 2 servings, presented true
:tap "More servings"
// expect: RecipeDetail body: Pancakes, 3 servings, presented true
:tap "Back to list"
// expect: RecipeDetail disappeared
:tap "Pancakes"
// expect: RecipeDetail body: Pancakes, 2 servings, presented true
