// Swift Forums style: "is a computed property on an @Observable class observed?" (yes: the body's reads of the stored properties behind it are tracked, so a change of either runs the reader; pitfall part: a stored property marked @ObservationIgnored is not tracked, and its change runs nothing) (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Recipe {
    var servings = 2
    var gramsPerServing = 100
    @ObservationIgnored var salt = 1
    var totalGrams: Int { servings * gramsPerServing }
    var saltLabel: String { "salt \(salt)" }
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeCard body: \(recipe.totalGrams) g, \(recipe.saltLabel)")
        VStack {
            Button("More servings") { recipe.servings += 1 }
            Button("Bigger portions") { recipe.gramsPerServing += 50 }
            Button("More salt") { recipe.salt += 1 }
        }
    }
}

:mount RecipeCard(recipe: Recipe())
// expect: RecipeCard body: 200 g, salt 1
:tap "More servings"
// expect: RecipeCard body: 300 g, salt 1
:tap "Bigger portions"
// expect: RecipeCard body: 450 g, salt 1
// --- pitfall part: ignored by Observation
:tap "More salt"
:tap "More servings"
// expect: RecipeCard body: 600 g, salt 2
