// Apple Developer Forums style: classic pitfall (on purpose): "my detail view's init runs for every row": NavigationLink(_:destination:) builds each destination's struct in the list's body (and again at every re-render), long before a push; the accepted fix is NavigationLink(value:) with navigationDestination(for:), which builds only on push (rules §14.3, §2.6)
import SwiftUI

struct RecipeDetail: View {
    let name: String

    init(name: String) {
        self.name = name
        print("RecipeDetail.init \(name)")
    }

    var body: some View {
        let _ = print("RecipeDetail body: \(name)")
        Text(name)
    }
}

struct RecipeList: View {
    let names = ["Soup", "Salad"]
    @State private var favorites = 0

    var body: some View {
        let _ = print("RecipeList body: \(favorites)")
        NavigationStack {
            List {
                ForEach(names, id: \.self) { name in
                    NavigationLink(name) {
                        RecipeDetail(name: name)
                    }
                }
                Button("Favorite") { favorites += 1 }
            }
        }
    }
}

struct FixedRecipeList: View {
    let names = ["Soup", "Salad"]
    @State private var favorites = 0

    var body: some View {
        let _ = print("FixedRecipeList body: \(favorites)")
        NavigationStack {
            List {
                ForEach(names, id: \.self) { name in
                    NavigationLink(name, value: name)
                }
                Button("Favorite") { favorites += 1 }
            }
            .navigationDestination(for: String.self) { name in
                RecipeDetail(name: name)
            }
        }
    }
}

:mount RecipeList()
// expect: RecipeList body: 0
// expect: RecipeDetail.init Soup
// expect: RecipeDetail.init Salad
:tap "Favorite"
// expect: RecipeList body: 1
// expect: RecipeDetail.init Soup
// expect: RecipeDetail.init Salad
:tap "Soup"
// expect: RecipeDetail body: Soup
:mount FixedRecipeList()
// expect: FixedRecipeList body: 0
:tap "Favorite"
// expect: FixedRecipeList body: 1
:tap "Salad"
// expect: RecipeDetail.init Salad
// expect: RecipeDetail body: Salad
